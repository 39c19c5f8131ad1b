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
CREATE INDEX `newsletter_confirmations_expires_idx` ON `newsletter_confirmations` (`expires_at`);--> statement-breakpoint
CREATE TABLE `scheduled_publications` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`publish_at` integer NOT NULL,
	`send_newsletter` integer DEFAULT false NOT NULL,
	`newsletter_note` text,
	`created_by` text,
	`claimed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `scheduled_publications_recipe_unique` ON `scheduled_publications` (`recipe_id`);--> statement-breakpoint
CREATE INDEX `scheduled_publications_due_idx` ON `scheduled_publications` (`publish_at`);--> statement-breakpoint
CREATE INDEX `scheduled_publications_site_idx` ON `scheduled_publications` (`site_id`,`publish_at`);