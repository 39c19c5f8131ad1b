-- Comments may have no account: an imported comment (a WordPress export's) has user_id null
-- and its author's name in imported_author_name; wordpress_comment_id keys re-imports.
-- SQLite changes NOT NULL only by recreating the table. drizzle-kit generated the recreate;
-- edited by hand (keep these edits if it is ever regenerated):
-- * its INSERT named the two new columns in the SELECT from the old table: they are filled
--   with NULL instead;
-- * the new table's parent_id referred to the old table, so dropping that cascaded into the
--   new one and took every reply: it refers to itself (the rename makes that `comments`);
-- * D1 runs a migration in one transaction with foreign keys on, so PRAGMA foreign_keys=OFF
--   does nothing there and DROP TABLE comments cascades to comment_upvotes and to the
--   ratings linked to a review: both are copied aside first and put back after the rename;
-- * DROP TABLE takes the comments_review_hidden trigger of recipe_rating_triggers with it:
--   recreated as it was, then the totals are recounted as that migration ends.
CREATE TABLE `__keep_comment_upvotes` AS SELECT * FROM `comment_upvotes`;--> statement-breakpoint
CREATE TABLE `__keep_recipe_ratings` AS SELECT * FROM `recipe_ratings` WHERE `comment_id` IS NOT NULL;--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`user_id` text,
	`imported_author_name` text,
	`wordpress_comment_id` text,
	`parent_id` text,
	`level` integer DEFAULT 1 NOT NULL,
	`content` text NOT NULL,
	`hidden_at` integer,
	`hidden_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `__new_comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "comments_level_check" CHECK(level in (1, 2)),
	CONSTRAINT "comments_author_check" CHECK(user_id is not null or wordpress_comment_id is not null)
);
--> statement-breakpoint
INSERT INTO `__new_comments`("id", "site_id", "recipe_id", "user_id", "imported_author_name", "wordpress_comment_id", "parent_id", "level", "content", "hidden_at", "hidden_by", "created_at", "updated_at") SELECT "id", "site_id", "recipe_id", "user_id", NULL, NULL, "parent_id", "level", "content", "hidden_at", "hidden_by", "created_at", "updated_at" FROM `comments`;--> statement-breakpoint
DROP TABLE `comments`;--> statement-breakpoint
ALTER TABLE `__new_comments` RENAME TO `comments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `comments_recipe_idx` ON `comments` (`recipe_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_parent_idx` ON `comments` (`parent_id`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `comments_site_idx` ON `comments` (`site_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `comments_site_wordpress_unique` ON `comments` (`site_id`,`wordpress_comment_id`);--> statement-breakpoint
INSERT OR IGNORE INTO `comment_upvotes` SELECT * FROM `__keep_comment_upvotes`;--> statement-breakpoint
INSERT OR IGNORE INTO `recipe_ratings` SELECT * FROM `__keep_recipe_ratings`;--> statement-breakpoint
DROP TABLE `__keep_comment_upvotes`;--> statement-breakpoint
DROP TABLE `__keep_recipe_ratings`;--> statement-breakpoint
CREATE TRIGGER `comments_review_hidden` AFTER UPDATE OF hidden_at ON `comments`
WHEN (old.hidden_at IS NULL) <> (new.hidden_at IS NULL) BEGIN
  UPDATE recipe_ratings SET counted = (new.hidden_at IS NULL) WHERE comment_id = new.id;
END;
--> statement-breakpoint
DELETE FROM recipe_rating_totals;
--> statement-breakpoint
INSERT INTO recipe_rating_totals (recipe_id, site_id, rating_count, rating_sum, review_count)
SELECT recipe_id, site_id, count(*), sum(stars), count(comment_id)
FROM recipe_ratings WHERE counted GROUP BY recipe_id;
--> statement-breakpoint
ALTER TABLE `wordpress_import_items` ADD `comments` text;--> statement-breakpoint
ALTER TABLE `wordpress_import_items` ADD `comments_imported` integer;--> statement-breakpoint
ALTER TABLE `wordpress_import_items` ADD `ratings_imported` integer;