CREATE TABLE `site_redirects` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`from_path` text NOT NULL,
	`to` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_redirects_site_from_unique` ON `site_redirects` (`site_id`,`from_path`);--> statement-breakpoint
CREATE INDEX `site_redirects_site_created_idx` ON `site_redirects` (`site_id`,`created_at`);