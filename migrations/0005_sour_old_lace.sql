ALTER TABLE `sites` ADD `stripe_portal_configuration_id` text;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `cancel_at` integer;