CREATE TABLE `site_subscription_counts` (
	`site_id` text NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`subscriptions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`site_id`, `plan`, `status`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_subscriptions_site_created_idx` ON `site_subscriptions` (`site_id`,`created_at`,`id`);