ALTER TABLE `sites` ADD `deleted_custom_domains` text;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `ended_with_site_at` integer;