ALTER TABLE `wordpress_import_items` ADD `comments` text;--> statement-breakpoint
ALTER TABLE `wordpress_import_items` ADD `comments_imported` integer;--> statement-breakpoint
ALTER TABLE `wordpress_import_items` ADD `ratings_imported` integer;