CREATE TABLE `recipe_rating_totals` (
	`recipe_id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_rating_totals_site_idx` ON `recipe_rating_totals` (`site_id`);--> statement-breakpoint
CREATE TABLE `recipe_ratings` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`user_id` text,
	`comment_id` text,
	`stars` integer NOT NULL,
	`counted` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "recipe_ratings_stars_check" CHECK(stars between 1 and 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_ratings_recipe_user_unique` ON `recipe_ratings` (`recipe_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `recipe_ratings_comment_unique` ON `recipe_ratings` (`comment_id`);--> statement-breakpoint
CREATE INDEX `recipe_ratings_site_created_idx` ON `recipe_ratings` (`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `recipe_ratings_user_idx` ON `recipe_ratings` (`user_id`);