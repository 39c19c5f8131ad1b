-- Hand-written (drizzle-kit cannot express triggers): collection_recipe_counts follows every
-- write to collection_recipes, recipes and collections, whichever code makes it, so for each
-- collection it always equals
--   SELECT count(*) FROM collection_recipes JOIN recipes ON recipes.id = collection_recipes.recipe_id
--   WHERE collection_recipes.collection_id = ? AND recipes.site_id = <the collection's site>
--     AND recipes.published_at IS NOT NULL
-- (the count visitors' collection cards show, worker/services/collections/public.ts). A
-- recipe's deletion takes it out BEFORE the row goes: SQLite deletes the collection rows of a
-- cascade after the recipe row, when their own delete trigger can no longer find the recipe
-- (so it changes nothing). A collection's deletion cascades to its row here. Moving rows in a
-- list (position) counts nothing.
-- A later migration that recreates one of those tables drops these triggers: it must
-- recreate them and end with the same recount.
CREATE TRIGGER `collection_recipes_count_insert` AFTER INSERT ON `collection_recipes` BEGIN
  INSERT INTO collection_recipe_counts (collection_id, published)
  SELECT collections.id, 1 FROM collections
  JOIN recipes ON recipes.id = new.recipe_id AND recipes.site_id = collections.site_id
  WHERE collections.id = new.collection_id AND recipes.published_at IS NOT NULL
  ON CONFLICT (collection_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `collection_recipes_count_delete` AFTER DELETE ON `collection_recipes` BEGIN
  UPDATE collection_recipe_counts SET published = published - 1
  WHERE collection_id = old.collection_id AND EXISTS (
    SELECT 1 FROM collections
    JOIN recipes ON recipes.id = old.recipe_id AND recipes.site_id = collections.site_id
    WHERE collections.id = old.collection_id AND recipes.published_at IS NOT NULL
  );
END;
--> statement-breakpoint
CREATE TRIGGER `collection_recipes_count_update` AFTER UPDATE OF collection_id, recipe_id ON `collection_recipes` BEGIN
  UPDATE collection_recipe_counts SET published = published - 1
  WHERE collection_id = old.collection_id AND EXISTS (
    SELECT 1 FROM collections
    JOIN recipes ON recipes.id = old.recipe_id AND recipes.site_id = collections.site_id
    WHERE collections.id = old.collection_id AND recipes.published_at IS NOT NULL
  );
  INSERT INTO collection_recipe_counts (collection_id, published)
  SELECT collections.id, 1 FROM collections
  JOIN recipes ON recipes.id = new.recipe_id AND recipes.site_id = collections.site_id
  WHERE collections.id = new.collection_id AND recipes.published_at IS NOT NULL
  ON CONFLICT (collection_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_collection_counts_delete` BEFORE DELETE ON `recipes`
WHEN old.published_at IS NOT NULL BEGIN
  UPDATE collection_recipe_counts SET published = published - 1
  WHERE collection_id IN (
    SELECT collection_recipes.collection_id FROM collection_recipes
    JOIN collections ON collections.id = collection_recipes.collection_id
    WHERE collection_recipes.recipe_id = old.id AND collections.site_id = old.site_id
  );
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_collection_counts_update` AFTER UPDATE OF published_at, site_id ON `recipes`
WHEN (old.published_at IS NULL) <> (new.published_at IS NULL) OR old.site_id <> new.site_id BEGIN
  UPDATE collection_recipe_counts SET published = published - 1
  WHERE old.published_at IS NOT NULL AND collection_id IN (
    SELECT collection_recipes.collection_id FROM collection_recipes
    JOIN collections ON collections.id = collection_recipes.collection_id
    WHERE collection_recipes.recipe_id = old.id AND collections.site_id = old.site_id
  );
  INSERT INTO collection_recipe_counts (collection_id, published)
  SELECT collection_recipes.collection_id, 1 FROM collection_recipes
  JOIN collections ON collections.id = collection_recipes.collection_id
  WHERE collection_recipes.recipe_id = new.id AND collections.site_id = new.site_id
    AND new.published_at IS NOT NULL
  ON CONFLICT (collection_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `collections_recipe_count_move` AFTER UPDATE OF site_id ON `collections`
WHEN old.site_id <> new.site_id BEGIN
  INSERT INTO collection_recipe_counts (collection_id, published)
  SELECT new.id, (
    SELECT count(*) FROM collection_recipes
    JOIN recipes ON recipes.id = collection_recipes.recipe_id
    WHERE collection_recipes.collection_id = new.id AND recipes.site_id = new.site_id
      AND recipes.published_at IS NOT NULL
  ) WHERE true
  ON CONFLICT (collection_id) DO UPDATE SET published = excluded.published;
END;
--> statement-breakpoint
DELETE FROM collection_recipe_counts;
--> statement-breakpoint
INSERT INTO collection_recipe_counts (collection_id, published)
SELECT collection_recipes.collection_id, count(*) FROM collection_recipes
JOIN collections ON collections.id = collection_recipes.collection_id
JOIN recipes ON recipes.id = collection_recipes.recipe_id
WHERE recipes.site_id = collections.site_id AND recipes.published_at IS NOT NULL
GROUP BY collection_recipes.collection_id;
