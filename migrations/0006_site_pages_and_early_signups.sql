CREATE TABLE `site_pages` (
	`site_id` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`site_id`, `kind`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `early_signups` ADD `site_name` text;--> statement-breakpoint
ALTER TABLE `early_signups` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `early_signups` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `staff_role` text;