CREATE TABLE `plan_offer_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`actor_user_id` text,
	`actor_email` text NOT NULL,
	`detail` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `plan_offer_changes_site_idx` ON `plan_offer_changes` (`site_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `sites` ADD `first_period_percent_off` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `stripe_first_period_promotion_code_id` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `platform_plan` text DEFAULT 'free' NOT NULL;