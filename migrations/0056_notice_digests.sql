CREATE TABLE `notice_digest_items` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`subject_id` text NOT NULL,
	`stripe_subscription_id` text,
	`news_key` text NOT NULL,
	`digest_key` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notice_digest_items_news_unique` ON `notice_digest_items` (`user_id`,`news_key`);--> statement-breakpoint
CREATE INDEX `notice_digest_items_waiting_idx` ON `notice_digest_items` (`digest_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `site_members` ADD `comment_emails_daily` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `site_members` ADD `subscriber_emails_daily` integer DEFAULT false NOT NULL;