-- Hand-written (drizzle-kit cannot express triggers): site_term_counts follows every write
-- to recipes and to the six link tables, whichever code makes it, so for each site, filter
-- and term it always equals
--   SELECT count(*) FROM <link> JOIN recipes ON recipes.id = <link>.recipe_id
--   WHERE recipes.site_id = ? AND recipes.published_at IS NOT NULL AND <link>.<term> = ?
-- (the filters' old count, worker/services/recipes/filters.ts). A recipe's deletion takes its
-- links out BEFORE the row goes: SQLite deletes the links of a cascade after the recipe row,
-- when their own delete trigger can no longer find the recipe (so it changes nothing). A
-- site's deletion cascades to its rows. A term's deletion cascades to its links, which count
-- down; the term's row stays at 0 and the filters' join drops it.
-- A later migration that recreates `recipes` or a link table drops these triggers: it must
-- recreate them and end with the same recount.
CREATE TRIGGER `recipe_food_categories_term_count_insert` AFTER INSERT ON `recipe_food_categories` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'categories', new.food_category_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_food_categories_term_count_delete` AFTER DELETE ON `recipe_food_categories` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'categories' AND term_id = old.food_category_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_food_categories_term_count_update` AFTER UPDATE OF recipe_id, food_category_id ON `recipe_food_categories` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'categories' AND term_id = old.food_category_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'categories', new.food_category_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_cuisines_term_count_insert` AFTER INSERT ON `recipe_cuisines` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'cuisines', new.cuisine_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_cuisines_term_count_delete` AFTER DELETE ON `recipe_cuisines` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'cuisines' AND term_id = old.cuisine_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_cuisines_term_count_update` AFTER UPDATE OF recipe_id, cuisine_id ON `recipe_cuisines` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'cuisines' AND term_id = old.cuisine_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'cuisines', new.cuisine_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_meals_term_count_insert` AFTER INSERT ON `recipe_meals` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'meals', new.meal_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_meals_term_count_delete` AFTER DELETE ON `recipe_meals` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'meals' AND term_id = old.meal_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_meals_term_count_update` AFTER UPDATE OF recipe_id, meal_id ON `recipe_meals` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'meals' AND term_id = old.meal_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'meals', new.meal_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_methods_term_count_insert` AFTER INSERT ON `recipe_methods` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'methods', new.method_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_methods_term_count_delete` AFTER DELETE ON `recipe_methods` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'methods' AND term_id = old.method_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_methods_term_count_update` AFTER UPDATE OF recipe_id, method_id ON `recipe_methods` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'methods' AND term_id = old.method_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'methods', new.method_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_diets_term_count_insert` AFTER INSERT ON `recipe_diets` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'diets', new.diet_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_diets_term_count_delete` AFTER DELETE ON `recipe_diets` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'diets' AND term_id = old.diet_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_diets_term_count_update` AFTER UPDATE OF recipe_id, diet_id ON `recipe_diets` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'diets' AND term_id = old.diet_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'diets', new.diet_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_tags_term_count_insert` AFTER INSERT ON `recipe_tags` BEGIN
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'tags', new.tag_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_tags_term_count_delete` AFTER DELETE ON `recipe_tags` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'tags' AND term_id = old.tag_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_tags_term_count_update` AFTER UPDATE OF recipe_id, tag_id ON `recipe_tags` BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE kind = 'tags' AND term_id = old.tag_id AND site_id = (
    SELECT site_id FROM recipes WHERE id = old.recipe_id AND published_at IS NOT NULL
  );
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT site_id, 'tags', new.tag_id, 1 FROM recipes
  WHERE id = new.recipe_id AND published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_term_counts_delete` BEFORE DELETE ON `recipes`
WHEN old.published_at IS NOT NULL BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'categories'
    AND term_id IN (SELECT food_category_id FROM recipe_food_categories WHERE recipe_id = old.id);
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'cuisines'
    AND term_id IN (SELECT cuisine_id FROM recipe_cuisines WHERE recipe_id = old.id);
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'meals'
    AND term_id IN (SELECT meal_id FROM recipe_meals WHERE recipe_id = old.id);
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'methods'
    AND term_id IN (SELECT method_id FROM recipe_methods WHERE recipe_id = old.id);
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'diets'
    AND term_id IN (SELECT diet_id FROM recipe_diets WHERE recipe_id = old.id);
  UPDATE site_term_counts SET published = published - 1
  WHERE site_id = old.site_id AND kind = 'tags'
    AND term_id IN (SELECT tag_id FROM recipe_tags WHERE recipe_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_term_counts_update` AFTER UPDATE OF published_at, site_id ON `recipes`
WHEN (old.published_at IS NULL) <> (new.published_at IS NULL) OR old.site_id <> new.site_id BEGIN
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'categories'
    AND term_id IN (SELECT food_category_id FROM recipe_food_categories WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'categories', food_category_id, 1 FROM recipe_food_categories
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'cuisines'
    AND term_id IN (SELECT cuisine_id FROM recipe_cuisines WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'cuisines', cuisine_id, 1 FROM recipe_cuisines
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'meals'
    AND term_id IN (SELECT meal_id FROM recipe_meals WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'meals', meal_id, 1 FROM recipe_meals
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'methods'
    AND term_id IN (SELECT method_id FROM recipe_methods WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'methods', method_id, 1 FROM recipe_methods
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'diets'
    AND term_id IN (SELECT diet_id FROM recipe_diets WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'diets', diet_id, 1 FROM recipe_diets
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
  UPDATE site_term_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND site_id = old.site_id AND kind = 'tags'
    AND term_id IN (SELECT tag_id FROM recipe_tags WHERE recipe_id = old.id);
  INSERT INTO site_term_counts (site_id, kind, term_id, published)
  SELECT new.site_id, 'tags', tag_id, 1 FROM recipe_tags
  WHERE recipe_id = new.id AND new.published_at IS NOT NULL
  ON CONFLICT (site_id, kind, term_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
DELETE FROM site_term_counts;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'categories', recipe_food_categories.food_category_id, count(*) FROM recipe_food_categories
JOIN recipes ON recipes.id = recipe_food_categories.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_food_categories.food_category_id;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'cuisines', recipe_cuisines.cuisine_id, count(*) FROM recipe_cuisines
JOIN recipes ON recipes.id = recipe_cuisines.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_cuisines.cuisine_id;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'meals', recipe_meals.meal_id, count(*) FROM recipe_meals
JOIN recipes ON recipes.id = recipe_meals.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_meals.meal_id;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'methods', recipe_methods.method_id, count(*) FROM recipe_methods
JOIN recipes ON recipes.id = recipe_methods.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_methods.method_id;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'diets', recipe_diets.diet_id, count(*) FROM recipe_diets
JOIN recipes ON recipes.id = recipe_diets.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_diets.diet_id;
--> statement-breakpoint
INSERT INTO site_term_counts (site_id, kind, term_id, published)
SELECT recipes.site_id, 'tags', recipe_tags.tag_id, count(*) FROM recipe_tags
JOIN recipes ON recipes.id = recipe_tags.recipe_id
WHERE recipes.published_at IS NOT NULL
GROUP BY recipes.site_id, recipe_tags.tag_id;
