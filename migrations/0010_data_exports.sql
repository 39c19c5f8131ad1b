CREATE TABLE `data_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`site_id` text,
	`user_id` text NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`attempt` integer DEFAULT 0 NOT NULL,
	`upload_id` text,
	`object_key` text,
	`bytes` integer,
	`counts` text,
	`error` text,
	`completed_at` integer,
	`mailed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `data_exports_site_idx` ON `data_exports` (`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `data_exports_user_idx` ON `data_exports` (`user_id`,`created_at`);