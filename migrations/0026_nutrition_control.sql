ALTER TABLE `ingredients` ADD `food_ndb` text;--> statement-breakpoint
ALTER TABLE `ingredient_usages` ADD `food_ndb` text;--> statement-breakpoint
ALTER TABLE `recipe_nutrition` ADD `author_values` text;--> statement-breakpoint
ALTER TABLE `recipe_nutrition` ADD `author_source` text;--> statement-breakpoint
ALTER TABLE `recipe_nutrition` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `sites` ADD `nutrition_hidden` integer DEFAULT false NOT NULL;