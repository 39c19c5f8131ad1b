CREATE TABLE `subscriber_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`actor_user_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `site_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `subscriber_actions_subscription_idx` ON `subscriber_actions` (`subscription_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `sites` ADD `stripe_portal_configuration_id` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `trial_days` integer;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `cancel_at` integer;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `comp_until` integer;