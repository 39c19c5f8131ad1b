CREATE TABLE `bookmarks` (
	`user_id` text NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `recipe_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bookmarks_user_site_idx` ON `bookmarks` (`user_id`,`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookmarks_recipe_idx` ON `bookmarks` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `collection_recipes` (
	`collection_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `recipe_id`),
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `collection_recipes_collection_idx` ON `collection_recipes` (`collection_id`,`position`);--> statement-breakpoint
CREATE INDEX `collection_recipes_recipe_idx` ON `collection_recipes` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `collections` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`image_id` text,
	`video_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_site_slug_unique` ON `collections` (`site_id`,`slug`);--> statement-breakpoint
CREATE TABLE `comment_upvotes` (
	`comment_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comment_upvotes_user_idx` ON `comment_upvotes` (`user_id`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`user_id` text NOT NULL,
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
	FOREIGN KEY (`parent_id`) REFERENCES `comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "comments_level_check" CHECK(level in (1, 2))
);
--> statement-breakpoint
CREATE INDEX `comments_recipe_idx` ON `comments` (`recipe_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_parent_idx` ON `comments` (`parent_id`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `comments_site_idx` ON `comments` (`site_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `contributors` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`name` text NOT NULL,
	`bio` text,
	`image_id` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contributors_site_idx` ON `contributors` (`site_id`,`position`);--> statement-breakpoint
CREATE TABLE `recipe_contributors` (
	`recipe_id` text NOT NULL,
	`contributor_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`recipe_id`, `contributor_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contributor_id`) REFERENCES `contributors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_contributors_contributor_idx` ON `recipe_contributors` (`contributor_id`);--> statement-breakpoint
CREATE TABLE `early_signups` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`source` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `early_signups_email_unique` ON `early_signups` (`email`);--> statement-breakpoint
CREATE TABLE `equipment` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`featured_image_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`featured_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `equipment_site_slug_unique` ON `equipment` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `equipment_platform_slug_unique` ON `equipment` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `images` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`uploader_id` text,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`lqip` text,
	`bytes` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_key_unique` ON `images` (`key`);--> statement-breakpoint
CREATE INDEX `images_site_idx` ON `images` (`site_id`);--> statement-breakpoint
CREATE TABLE `ingredients` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`plural_title` text,
	`grams_per_liter` real,
	`default_metric_measurement_method` text DEFAULT 'weight' NOT NULL,
	`default_imperial_measurement_method` text DEFAULT 'volume' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ingredients_site_slug_unique` ON `ingredients` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `ingredients_platform_slug_unique` ON `ingredients` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`send_id` text NOT NULL,
	`subscription_id` text,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`provider_message_id` text,
	`error` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`send_id`) REFERENCES `newsletter_sends`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `site_subscriptions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_deliveries_send_email_unique` ON `newsletter_deliveries` (`send_id`,`email`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_send_status_idx` ON `newsletter_deliveries` (`send_id`,`status`);--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_subscription_idx` ON `newsletter_deliveries` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `newsletter_sends` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`recipe_id` text,
	`note` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`sent_count` integer DEFAULT 0 NOT NULL,
	`failed_count` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `newsletter_sends_site_idx` ON `newsletter_sends` (`site_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `newsletter_sends_recipe_idx` ON `newsletter_sends` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `app_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`user_id` text NOT NULL,
	`plan` text DEFAULT 'free' NOT NULL,
	`status` text NOT NULL,
	`cadence` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`stripe_checkout_session_id` text,
	`current_period_end` integer,
	`canceled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `app_subscriptions_site_unique` ON `app_subscriptions` (`site_id`);--> statement-breakpoint
CREATE INDEX `app_subscriptions_user_idx` ON `app_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `app_subscriptions_stripe_subscription_idx` ON `app_subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `processed_payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `equipment_usages` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	`equipment_id` text NOT NULL,
	`link` text,
	`note` text,
	`image_override_id` text,
	`equipment_title_override` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`equipment_id`) REFERENCES `equipment`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`image_override_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `equipment_usages_recipe_idx` ON `equipment_usages` (`recipe_id`,`position`);--> statement-breakpoint
CREATE INDEX `equipment_usages_equipment_idx` ON `equipment_usages` (`equipment_id`);--> statement-breakpoint
CREATE TABLE `ingredient_usage_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text,
	`note` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ingredient_usage_groups_recipe_idx` ON `ingredient_usage_groups` (`recipe_id`,`position`);--> statement-breakpoint
CREATE TABLE `ingredient_usages` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`group_id` text NOT NULL,
	`position` integer NOT NULL,
	`quantity_min` real,
	`quantity_max` real,
	`unit_id` text,
	`ingredient_id` text,
	`preparation` text,
	`ingredient_title_override` text,
	`link` text,
	`note` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `ingredient_usage_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`unit_id`) REFERENCES `units`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ingredient_id`) REFERENCES `ingredients`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ingredient_usages_group_idx` ON `ingredient_usages` (`group_id`,`position`);--> statement-breakpoint
CREATE INDEX `ingredient_usages_recipe_idx` ON `ingredient_usages` (`recipe_id`);--> statement-breakpoint
CREATE INDEX `ingredient_usages_ingredient_idx` ON `ingredient_usages` (`ingredient_id`);--> statement-breakpoint
CREATE INDEX `ingredient_usages_unit_idx` ON `ingredient_usages` (`unit_id`);--> statement-breakpoint
CREATE TABLE `instruction_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	`title` text,
	`note` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `instruction_groups_recipe_idx` ON `instruction_groups` (`recipe_id`,`position`);--> statement-breakpoint
CREATE TABLE `instruction_images` (
	`instruction_id` text NOT NULL,
	`image_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`instruction_id`, `image_id`),
	FOREIGN KEY (`instruction_id`) REFERENCES `instructions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `instruction_images_instruction_idx` ON `instruction_images` (`instruction_id`,`position`);--> statement-breakpoint
CREATE INDEX `instruction_images_image_idx` ON `instruction_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `instructions` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`group_id` text NOT NULL,
	`position` integer NOT NULL,
	`content` text,
	`timer_minutes` integer,
	`note` text,
	`video_id` text,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `instruction_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `instructions_group_idx` ON `instructions` (`group_id`,`position`);--> statement-breakpoint
CREATE INDEX `instructions_recipe_idx` ON `instructions` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `recipe_cuisines` (
	`recipe_id` text NOT NULL,
	`cuisine_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `cuisine_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`cuisine_id`) REFERENCES `cuisines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_cuisines_cuisine_idx` ON `recipe_cuisines` (`cuisine_id`);--> statement-breakpoint
CREATE TABLE `recipe_diets` (
	`recipe_id` text NOT NULL,
	`diet_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `diet_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`diet_id`) REFERENCES `diets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_diets_diet_idx` ON `recipe_diets` (`diet_id`);--> statement-breakpoint
CREATE TABLE `recipe_food_categories` (
	`recipe_id` text NOT NULL,
	`food_category_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `food_category_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`food_category_id`) REFERENCES `food_categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_food_categories_food_category_idx` ON `recipe_food_categories` (`food_category_id`);--> statement-breakpoint
CREATE TABLE `recipe_meals` (
	`recipe_id` text NOT NULL,
	`meal_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `meal_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`meal_id`) REFERENCES `meals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_meals_meal_idx` ON `recipe_meals` (`meal_id`);--> statement-breakpoint
CREATE TABLE `recipe_methods` (
	`recipe_id` text NOT NULL,
	`method_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `method_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`method_id`) REFERENCES `methods`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_methods_method_idx` ON `recipe_methods` (`method_id`);--> statement-breakpoint
CREATE TABLE `recipe_tags` (
	`recipe_id` text NOT NULL,
	`tag_id` text NOT NULL,
	PRIMARY KEY(`recipe_id`, `tag_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_tags_tag_idx` ON `recipe_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `recipe_images` (
	`recipe_id` text NOT NULL,
	`image_id` text NOT NULL,
	`position` integer NOT NULL,
	`crop` text,
	PRIMARY KEY(`recipe_id`, `image_id`),
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recipe_images_recipe_position_idx` ON `recipe_images` (`recipe_id`,`position`);--> statement-breakpoint
CREATE INDEX `recipe_images_image_idx` ON `recipe_images` (`image_id`);--> statement-breakpoint
CREATE TABLE `recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`story_excerpt` text,
	`story_more` text,
	`note` text,
	`legacy_recipe_data` text,
	`privacy_setting` text DEFAULT 'public' NOT NULL,
	`prep_time_minutes` integer,
	`cook_time_minutes` integer,
	`custom_time_label` text,
	`custom_time_minutes` integer,
	`yield_servings` real,
	`serving_description` text,
	`difficulty_level` text,
	`video_id` text,
	`keywords` text DEFAULT '[]' NOT NULL,
	`published_at` integer,
	`newsletter_note` text,
	`search_description` text DEFAULT '' NOT NULL,
	`search_ingredients` text DEFAULT '' NOT NULL,
	`search_keywords` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recipes_site_slug_unique` ON `recipes` (`site_id`,`slug`);--> statement-breakpoint
CREATE INDEX `recipes_site_published_idx` ON `recipes` (`site_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `recipes_site_updated_idx` ON `recipes` (`site_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`title` text NOT NULL,
	`image_id` text,
	`date` integer NOT NULL,
	`location` text,
	`description` text,
	`href` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `events_site_date_idx` ON `events` (`site_id`,`date`);--> statement-breakpoint
CREATE TABLE `featured_recipes` (
	`site_id` text NOT NULL,
	`recipe_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`site_id`, `recipe_id`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `featured_recipes_recipe_idx` ON `featured_recipes` (`recipe_id`);--> statement-breakpoint
CREATE TABLE `header_links` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`label` text NOT NULL,
	`href` text NOT NULL,
	`open_in_new_tab` integer DEFAULT false NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `header_links_site_idx` ON `header_links` (`site_id`,`position`);--> statement-breakpoint
CREATE TABLE `links` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`label` text,
	`href` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `links_site_idx` ON `links` (`site_id`,`position`);--> statement-breakpoint
CREATE TABLE `product_links` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`product_title` text NOT NULL,
	`product_image_id` text,
	`href` text NOT NULL,
	`price_cents` integer,
	`position` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `product_links_site_idx` ON `product_links` (`site_id`,`position`);--> statement-breakpoint
CREATE TABLE `social_links` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `social_links_site_idx` ON `social_links` (`site_id`,`position`);--> statement-breakpoint
CREATE TABLE `custom_domains` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`hostname` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`verification_token` text NOT NULL,
	`verified_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `custom_domains_hostname_unique` ON `custom_domains` (`hostname`);--> statement-breakpoint
CREATE INDEX `custom_domains_site_idx` ON `custom_domains` (`site_id`);--> statement-breakpoint
CREATE TABLE `site_members` (
	`site_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`site_id`, `user_id`),
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `site_members_user_idx` ON `site_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `sites` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`owner_id` text NOT NULL,
	`about_short` text,
	`about` text,
	`about_heading` text,
	`featured_image_id` text,
	`logo_id` text,
	`icon_id` text,
	`favicon_id` text,
	`color_theme_id` text,
	`type_theme_id` text,
	`css_overrides` text,
	`google_analytics_id` text,
	`default_measurement_system` text DEFAULT 'imperial' NOT NULL,
	`default_temperature_system` text DEFAULT 'fahrenheit' NOT NULL,
	`header_layout` text DEFAULT 'left' NOT NULL,
	`layout` text DEFAULT 'standard' NOT NULL,
	`hide_sidebar_bio` integer DEFAULT false NOT NULL,
	`link_page_heading` text,
	`newsletters_enabled` integer DEFAULT true NOT NULL,
	`subscriptions_enabled` integer DEFAULT false NOT NULL,
	`payments_enabled` integer DEFAULT false NOT NULL,
	`comments_enabled` integer DEFAULT true NOT NULL,
	`theme_accent_color` text,
	`theme_style` text,
	`monthly_amount_cents` integer,
	`yearly_amount_cents` integer,
	`stripe_monthly_price_id` text,
	`stripe_yearly_price_id` text,
	`content_version` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`featured_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`logo_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`icon_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`favicon_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`color_theme_id`) REFERENCES `color_themes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`type_theme_id`) REFERENCES `type_themes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sites_slug_unique` ON `sites` (`slug`);--> statement-breakpoint
CREATE INDEX `sites_owner_idx` ON `sites` (`owner_id`);--> statement-breakpoint
CREATE TABLE `site_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`price_amount_cents` integer DEFAULT 0 NOT NULL,
	`cadence` text,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`stripe_checkout_session_id` text,
	`newsletter_opt_in` integer DEFAULT true NOT NULL,
	`current_period_end` integer,
	`canceled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_subscriptions_site_user_unique` ON `site_subscriptions` (`site_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `site_subscriptions_site_status_idx` ON `site_subscriptions` (`site_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `site_subscriptions_user_idx` ON `site_subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `site_subscriptions_stripe_subscription_idx` ON `site_subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `site_subscriptions_stripe_checkout_session_idx` ON `site_subscriptions` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE TABLE `cuisines` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cuisines_site_slug_unique` ON `cuisines` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `cuisines_platform_slug_unique` ON `cuisines` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `diets` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `diets_site_slug_unique` ON `diets` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `diets_platform_slug_unique` ON `diets` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `food_categories` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `food_categories_site_slug_unique` ON `food_categories` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `food_categories_platform_slug_unique` ON `food_categories` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `meals` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meals_site_slug_unique` ON `meals` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `meals_platform_slug_unique` ON `meals` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `methods` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `methods_site_slug_unique` ON `methods` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `methods_platform_slug_unique` ON `methods` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `tags` (
	`id` text PRIMARY KEY NOT NULL,
	`site_id` text,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tags_site_slug_unique` ON `tags` (`site_id`,`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `tags_platform_slug_unique` ON `tags` (`slug`) WHERE site_id is null;--> statement-breakpoint
CREATE TABLE `color_themes` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`color_text` text NOT NULL,
	`color_accent` text NOT NULL,
	`color_subdued` text NOT NULL,
	`color_overlay` text NOT NULL,
	`color_background` text NOT NULL,
	`color_panel` text NOT NULL,
	`color_emphasis` text NOT NULL,
	`color_outline` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `color_themes_slug_unique` ON `color_themes` (`slug`);--> statement-breakpoint
CREATE TABLE `type_themes` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`display_font_family` text NOT NULL,
	`narrative_font_family` text NOT NULL,
	`display_font_normal_weight` integer NOT NULL,
	`display_font_bold_weight` integer NOT NULL,
	`narrative_font_normal_weight` integer NOT NULL,
	`narrative_font_bold_weight` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `type_themes_slug_unique` ON `type_themes` (`slug`);--> statement-breakpoint
CREATE TABLE `units` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`plural_title` text NOT NULL,
	`abbreviation` text,
	`kind` text NOT NULL,
	`system` text NOT NULL,
	`ml` real,
	`g` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `units_slug_unique` ON `units` (`slug`);--> statement-breakpoint
CREATE TABLE `auth_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`site_id` text,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_sessions_token_hash_unique` ON `auth_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`display_name` text,
	`handle` text,
	`bio` text,
	`avatar_image_id` text,
	`avatar_crop` text,
	`measurement_system` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`avatar_image_id`) REFERENCES `images`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_handle_unique` ON `users` (`handle`);