CREATE TABLE `subscriber_import_rows` (
	`import_id` text NOT NULL,
	`row_number` integer NOT NULL,
	`email` text,
	`given` text NOT NULL,
	`name` text,
	`previous_plan` text,
	`outcome` text NOT NULL,
	`subscription_id` text,
	PRIMARY KEY(`import_id`, `row_number`),
	FOREIGN KEY (`import_id`) REFERENCES `subscriber_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `site_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriber_import_rows_email_unique` ON `subscriber_import_rows` (`import_id`,`email`);--> statement-breakpoint
CREATE INDEX `subscriber_import_rows_outcome_idx` ON `subscriber_import_rows` (`import_id`,`outcome`,`row_number`);--> statement-breakpoint
CREATE TABLE `subscriber_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`created_by` text,
	`file_name` text,
	`file_key` text NOT NULL,
	`file_bytes` integer NOT NULL,
	`source` text NOT NULL,
	`columns` text NOT NULL,
	`mapping` text,
	`status` text NOT NULL,
	`header_bytes` integer NOT NULL,
	`read_bytes` integer NOT NULL,
	`rows_read` integer DEFAULT 0 NOT NULL,
	`imported_through` integer DEFAULT 0 NOT NULL,
	`consent_by` text,
	`consent_at` integer,
	`error` text,
	`finished_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`consent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `subscriber_imports_site_idx` ON `subscriber_imports` (`site_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscriber_imports_file_key_unique` ON `subscriber_imports` (`file_key`);--> statement-breakpoint
CREATE INDEX `subscriber_imports_status_idx` ON `subscriber_imports` (`status`,`updated_at`);