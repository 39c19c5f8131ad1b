CREATE TABLE `recipe_nutrition` (
	`recipe_id` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `recipes`(`id`) ON UPDATE no action ON DELETE cascade
);
