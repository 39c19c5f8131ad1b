ALTER TABLE `sites` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `sites` ADD `purge_at` integer;--> statement-breakpoint
CREATE INDEX `sites_purge_idx` ON `sites` (`purge_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `purge_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_comments` text;--> statement-breakpoint
CREATE INDEX `users_purge_idx` ON `users` (`purge_at`);