ALTER TABLE `sites` ADD `paid_welcome_subject` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `paid_welcome_message` text;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `paid_welcomed_at` integer;--> statement-breakpoint
-- Readers who paid before this e-mail existed are not new to paying: marked as welcomed, so it greets only plans begun from now on.
UPDATE `site_subscriptions` SET `paid_welcomed_at` = `created_at` WHERE `plan` <> 'free' OR `stripe_subscription_id` IS NOT NULL;
