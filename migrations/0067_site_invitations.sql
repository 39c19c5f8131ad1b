CREATE TABLE `site_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_user_id` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_invitations_token_hash_unique` ON `site_invitations` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `site_invitations_site_email_unique` ON `site_invitations` (`site_id`,`email`);--> statement-breakpoint
CREATE INDEX `site_invitations_email_idx` ON `site_invitations` (`email`);