CREATE TABLE `site_subscription_days` (
	`site_id` text NOT NULL,
	`day` integer NOT NULL,
	`plan` text NOT NULL,
	`subscriptions` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`site_id`, `day`, `plan`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
