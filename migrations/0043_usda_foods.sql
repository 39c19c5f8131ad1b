CREATE TABLE `usda_foods` (
	`ndb` text PRIMARY KEY NOT NULL,
	`description` text NOT NULL,
	`food_group` text NOT NULL,
	`per_100g` text NOT NULL,
	`measures` text NOT NULL
);
