CREATE TABLE `wordpress_import_items` (
	`import_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`source_url` text NOT NULL,
	`source` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`recipe_id` text,
	`message` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`import_id`, `position`),
	FOREIGN KEY (`import_id`) REFERENCES `wordpress_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `wordpress_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`created_by` text NOT NULL,
	`file_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wordpress_imports_site_idx` ON `wordpress_imports` (`site_id`,`created_at`);