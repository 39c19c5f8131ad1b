ALTER TABLE `newsletter_deliveries` ADD `opened_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `clicked_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_deliveries` ADD `clicked_links` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `tracked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `opened_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `clicked_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `link_readers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `sites` ADD `newsletter_analytics` integer DEFAULT true NOT NULL;