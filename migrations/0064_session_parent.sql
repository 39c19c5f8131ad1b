ALTER TABLE `auth_sessions` ADD `parent_session_id` text;--> statement-breakpoint
CREATE INDEX `auth_sessions_parent_idx` ON `auth_sessions` (`parent_session_id`);