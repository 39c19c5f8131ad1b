-- Written by hand: drizzle-kit quotes an expression index's parts one by one.
CREATE INDEX `recipes_site_imported_from_idx` ON `recipes` (`site_id`, json_extract(`legacy_recipe_data`, '$.importedFrom'));
