ALTER TABLE `newsletter_sends` ADD `bounced_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `complained_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_sends` ADD `deliveries_pruned_at` integer;