-- A visitor's search names its scope with one token, "s<site id without dashes>published",
-- instead of two phrases ("s…" AND "published"). bm25 makes one pass over the whole
-- doclist of every phrase of a query (for its IDF), and a scope doclist is the size of the
-- site: at 100,000 recipes the second phrase was a fixed cost on every search, and ANDing
-- two site-sized doclists another. The column still holds two words ("s…published
-- published"), so each row keeps its token count and bm25 scores do not move.
-- The generated column is recreated (SQLite cannot alter one); the triggers that read it
-- go first and come back unchanged (as in 0002), and the index is rebuilt from recipes.
DROP TRIGGER `recipes_search_insert`;
--> statement-breakpoint
DROP TRIGGER `recipes_search_delete`;
--> statement-breakpoint
DROP TRIGGER `recipes_search_update`;
--> statement-breakpoint
ALTER TABLE `recipes` DROP COLUMN `search_scope`;
--> statement-breakpoint
ALTER TABLE `recipes` ADD `search_scope` text GENERATED ALWAYS AS ('s' || replace(site_id, '-', '') || case when published_at is null then 'draft draft' else 'published published' end) VIRTUAL;
--> statement-breakpoint
CREATE TRIGGER `recipes_search_insert` AFTER INSERT ON `recipes` BEGIN
  INSERT INTO recipe_search (rowid, title, search_description, search_ingredients, search_keywords, search_scope)
  VALUES (new.rowid, new.title, new.search_description, new.search_ingredients, new.search_keywords, new.search_scope);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_search_delete` AFTER DELETE ON `recipes` BEGIN
  INSERT INTO recipe_search (recipe_search, rowid, title, search_description, search_ingredients, search_keywords, search_scope)
  VALUES ('delete', old.rowid, old.title, old.search_description, old.search_ingredients, old.search_keywords, old.search_scope);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_search_update` AFTER UPDATE OF title, search_description, search_ingredients, search_keywords, site_id, published_at ON `recipes` BEGIN
  INSERT INTO recipe_search (recipe_search, rowid, title, search_description, search_ingredients, search_keywords, search_scope)
  VALUES ('delete', old.rowid, old.title, old.search_description, old.search_ingredients, old.search_keywords, old.search_scope);
  INSERT INTO recipe_search (rowid, title, search_description, search_ingredients, search_keywords, search_scope)
  VALUES (new.rowid, new.title, new.search_description, new.search_ingredients, new.search_keywords, new.search_scope);
END;
--> statement-breakpoint
INSERT INTO recipe_search (recipe_search) VALUES ('rebuild');
--> statement-breakpoint
-- Newest first with the id as tie-break, the recipe index's order: a visitor's search in
-- that order walks this index and stops once the page is full, where sorting every match
-- by date cost a read of each matching recipe row. It replaces (site_id, published_at).
DROP INDEX `recipes_site_published_idx`;
--> statement-breakpoint
CREATE INDEX `recipes_site_newest_idx` ON `recipes` (`site_id`,"published_at" desc,`id`);
