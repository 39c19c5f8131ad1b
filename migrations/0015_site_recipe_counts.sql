CREATE TABLE `site_recipe_counts` (
	`site_id` text PRIMARY KEY NOT NULL,
	`published` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
