CREATE TABLE `recipe_gifts` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`giver_user_id` text,
	`recipient_email` text NOT NULL,
	`message` text,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`recipient_user_id` text,
	`redeemed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`giver_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recipient_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_gifts_token_hash_unique` ON `recipe_gifts` (`token_hash`);--> statement-breakpoint
CREATE INDEX `recipe_gifts_giver_idx` ON `recipe_gifts` (`site_id`,`giver_user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `recipe_gifts_grant_idx` ON `recipe_gifts` (`recipe_id`,`recipient_user_id`);--> statement-breakpoint
CREATE INDEX `recipe_gifts_recipient_email_idx` ON `recipe_gifts` (`site_id`,`recipient_email`);--> statement-breakpoint
ALTER TABLE `sites` ADD `gifts_per_month` integer DEFAULT 3 NOT NULL;