-- A bookmark names a recipe of any site, and a recipe may live in a site database while
-- bookmarks stay in the platform's (docs/decisions/0014-site-databases.md): recipe_id keeps
-- the id without a foreign key. SQLite drops a key only by recreating the table.
-- drizzle-kit generated the recreate; edited by hand (keep these edits if it is ever
-- regenerated): its PRAGMA foreign_keys=OFF/ON are gone, as D1 runs a migration in one
-- transaction with foreign keys on and ignores them. Nothing refers to bookmarks and no
-- trigger names it, so dropping the old table deletes nothing elsewhere.
CREATE TABLE `__new_bookmarks` (
	`user_id` text NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `recipe_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_bookmarks`("user_id", "site_id", "recipe_id", "created_at") SELECT "user_id", "site_id", "recipe_id", "created_at" FROM `bookmarks`;--> statement-breakpoint
DROP TABLE `bookmarks`;--> statement-breakpoint
ALTER TABLE `__new_bookmarks` RENAME TO `bookmarks`;--> statement-breakpoint
CREATE INDEX `bookmarks_user_site_idx` ON `bookmarks` (`user_id`,`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookmarks_recipe_idx` ON `bookmarks` (`recipe_id`);
