CREATE TABLE `shopping_list_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`ingredient_id` text,
	`name` text NOT NULL,
	`amount` text DEFAULT '' NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`measure` text,
	`measure_amount` real,
	`unit_id` text,
	`count` real,
	`system` text DEFAULT 'imperial' NOT NULL,
	`aisle` text NOT NULL,
	`checked` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_list_lines_user_idx` ON `shopping_list_lines` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shopping_list_requests` (
	`user_id` text NOT NULL,
	`request_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `request_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `shopping_list_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`line_id` text NOT NULL,
	`site_id` text NOT NULL,
	`site_slug` text NOT NULL,
	`recipe_id` text NOT NULL,
	`recipe_slug` text NOT NULL,
	`recipe_title` text NOT NULL,
	`amount` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`line_id`) REFERENCES `shopping_list_lines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shopping_list_sources_line_idx` ON `shopping_list_sources` (`line_id`);