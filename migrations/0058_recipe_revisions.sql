CREATE TABLE `recipe_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`kind` text NOT NULL,
	`content` text NOT NULL,
	`content_hash` text NOT NULL,
	`restored_from` text,
	`saved_by` text,
	`created_at` integer NOT NULL,
	`saved_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `recipe_revisions_recipe_idx` ON `recipe_revisions` (`recipe_id`,`saved_at`);--> statement-breakpoint
CREATE INDEX `recipe_revisions_hash_idx` ON `recipe_revisions` (`recipe_id`,`content_hash`);