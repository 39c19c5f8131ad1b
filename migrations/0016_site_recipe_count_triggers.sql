-- Hand-written (drizzle-kit cannot express triggers): site_recipe_counts.published follows
-- every write to recipes, whichever code makes it, so it always equals
--   SELECT count(*) FROM recipes WHERE site_id = ? AND published_at IS NOT NULL
-- (publishedOn in worker/services/recipe-cards.ts). A site's deletion cascades to its row;
-- the delete trigger's update then finds nothing, which is right.
-- A later migration that recreates `recipes` drops these triggers: it must recreate them
-- and end with the same recount.
CREATE TRIGGER `recipes_count_insert` AFTER INSERT ON `recipes`
WHEN new.published_at IS NOT NULL BEGIN
  INSERT INTO site_recipe_counts (site_id, published) VALUES (new.site_id, 1)
  ON CONFLICT (site_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_count_delete` AFTER DELETE ON `recipes`
WHEN old.published_at IS NOT NULL BEGIN
  UPDATE site_recipe_counts SET published = published - 1 WHERE site_id = old.site_id;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_count_update` AFTER UPDATE OF published_at, site_id ON `recipes`
WHEN (old.published_at IS NULL) <> (new.published_at IS NULL) OR old.site_id <> new.site_id BEGIN
  UPDATE site_recipe_counts SET published = published - 1
  WHERE site_id = old.site_id AND old.published_at IS NOT NULL;
  -- The WHERE is needed: an upsert's SELECT must have one for SQLite to parse ON CONFLICT.
  INSERT INTO site_recipe_counts (site_id, published) SELECT new.site_id, 1
  WHERE new.published_at IS NOT NULL
  ON CONFLICT (site_id) DO UPDATE SET published = published + 1;
END;
--> statement-breakpoint
DELETE FROM site_recipe_counts;
--> statement-breakpoint
INSERT INTO site_recipe_counts (site_id, published)
SELECT site_id, count(*) FROM recipes WHERE published_at IS NOT NULL GROUP BY site_id;
