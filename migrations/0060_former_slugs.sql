CREATE TABLE `former_collection_slugs` (
	`site_id` text NOT NULL,
	`slug` text NOT NULL,
	`collection_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`site_id`, `slug`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `former_collection_slugs_collection_idx` ON `former_collection_slugs` (`collection_id`);--> statement-breakpoint
CREATE TABLE `former_recipe_slugs` (
	`site_id` text NOT NULL,
	`slug` text NOT NULL,
	`recipe_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`site_id`, `slug`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `former_recipe_slugs_recipe_idx` ON `former_recipe_slugs` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `former_site_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `former_site_slugs_site_idx` ON `former_site_slugs` (`site_id`);