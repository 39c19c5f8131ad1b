ALTER TABLE `site_members` ADD `free_subscriber_emails` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `site_members` ADD `paid_subscriber_emails` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `paid_notice_subscription_id` text;--> statement-breakpoint
-- Plans that began before these e-mails were told to no one, and are old news now: marked as told, so their next renewal announces nothing.
UPDATE `site_subscriptions` SET `paid_notice_subscription_id` = `stripe_subscription_id` WHERE `stripe_subscription_id` IS NOT NULL;
