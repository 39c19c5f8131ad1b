ALTER TABLE `notice_digest_items` ADD `due_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;