-- Hand-written (drizzle-kit cannot express triggers): site_recipe_counts.drafts follows
-- every write to recipes, whichever code makes it, so it always equals
--   SELECT count(*) FROM recipes WHERE site_id = ? AND published_at IS NULL
-- beside `published`, which the site_recipe_count_triggers migration keeps the same way
-- (its triggers are left as they are). A site's deletion cascades to its row.
-- A later migration that recreates `recipes` drops these triggers: it must recreate them
-- and end with the same recount.
CREATE TRIGGER `recipes_draft_count_insert` AFTER INSERT ON `recipes`
WHEN new.published_at IS NULL BEGIN
  INSERT INTO site_recipe_counts (site_id, drafts) VALUES (new.site_id, 1)
  ON CONFLICT (site_id) DO UPDATE SET drafts = drafts + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_draft_count_delete` AFTER DELETE ON `recipes`
WHEN old.published_at IS NULL BEGIN
  UPDATE site_recipe_counts SET drafts = drafts - 1 WHERE site_id = old.site_id;
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_draft_count_update` AFTER UPDATE OF published_at, site_id ON `recipes`
WHEN (old.published_at IS NULL) <> (new.published_at IS NULL) OR old.site_id <> new.site_id BEGIN
  UPDATE site_recipe_counts SET drafts = drafts - 1
  WHERE site_id = old.site_id AND old.published_at IS NULL;
  -- The WHERE is needed: an upsert's SELECT must have one for SQLite to parse ON CONFLICT.
  INSERT INTO site_recipe_counts (site_id, drafts) SELECT new.site_id, 1
  WHERE new.published_at IS NULL
  ON CONFLICT (site_id) DO UPDATE SET drafts = drafts + 1;
END;
--> statement-breakpoint
UPDATE site_recipe_counts SET drafts = 0;
--> statement-breakpoint
INSERT INTO site_recipe_counts (site_id, drafts)
SELECT site_id, count(*) FROM recipes WHERE published_at IS NULL GROUP BY site_id
ON CONFLICT (site_id) DO UPDATE SET drafts = excluded.drafts;
