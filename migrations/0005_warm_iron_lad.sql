CREATE TABLE `newsletter_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirmations_site_email_unique` ON `newsletter_confirmations` (`site_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_confirmations_token_unique` ON `newsletter_confirmations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_confirmations_expires_idx` ON `newsletter_confirmations` (`expires_at`);