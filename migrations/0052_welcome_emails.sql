ALTER TABLE `sites` ADD `welcome_subject` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `welcome_message` text;--> statement-breakpoint
ALTER TABLE `site_subscriptions` ADD `welcomed_at` integer;--> statement-breakpoint
-- Readers who subscribed before welcome e-mails existed are not new: marked as welcomed, so a later upgrade does not greet them.
UPDATE `site_subscriptions` SET `welcomed_at` = `created_at`;
