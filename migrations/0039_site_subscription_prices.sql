ALTER TABLE `site_subscription_counts` ADD `price_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `site_subscription_counts` ADD `yearly_price_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `site_subscriptions_site_canceled_idx` ON `site_subscriptions` (`site_id`,`status`,`canceled_at`);