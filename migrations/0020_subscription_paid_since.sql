ALTER TABLE `site_subscriptions` ADD `cancellation_mailed_at` integer;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `paid_since` integer;