CREATE TABLE `collection_recipe_counts` (
	`collection_id` text PRIMARY KEY NOT NULL,
	`published` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`collection_id`) REFERENCES `collections`(`id`) ON UPDATE no action ON DELETE cascade
);
