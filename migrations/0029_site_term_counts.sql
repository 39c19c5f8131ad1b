CREATE TABLE `site_term_counts` (
	`site_id` text NOT NULL,
	`kind` text NOT NULL,
	`term_id` text NOT NULL,
	`published` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`site_id`, `kind`, `term_id`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
