CREATE TABLE `newsletter_suppressions` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`email` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_suppressions_site_email_unique` ON `newsletter_suppressions` (`site_id`,`email`);--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `subscription_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_send_subscription_unique` ON `newsletter_deliveries` (`send_id`,`subscription_key`);--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `fanout_complete` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_sends_site_idempotency_unique` ON `newsletter_sends` (`site_id`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `sites` ADD `mailing_address` text;--> statement-breakpoint
CREATE INDEX `site_subscriptions_site_keyset_idx` ON `site_subscriptions` (`site_id`,`id`);