ALTER TABLE `custom_domains` ADD `cf_hostname_id` text;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `cf_status` text;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `cf_ssl_status` text;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `cf_records` text;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `cf_errors` text;--> statement-breakpoint
ALTER TABLE `custom_domains` ADD `checked_at` integer;