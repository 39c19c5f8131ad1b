CREATE TABLE `site_comment_counts` (
	`site_id` text PRIMARY KEY NOT NULL,
	`comments` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
