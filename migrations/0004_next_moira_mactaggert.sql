ALTER TABLE `sites` ADD `stripe_account_id` text;--> statement-breakpoint
ALTER TABLE `sites` ADD `stripe_charges_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sites` ADD `stripe_payouts_enabled` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sites` ADD `stripe_product_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `sites_stripe_account_unique` ON `sites` (`stripe_account_id`);