ALTER TABLE `recipes` ADD `search_scope` text GENERATED ALWAYS AS ('s' || replace(site_id, '-', '') || case when published_at is null then ' draft' else ' published' end) VIRTUAL;--> statement-breakpoint
-- recipe_search gains search_scope, so a visitor's search reads one site's published
-- recipes from the index alone: MATCH '{search_scope}: "s…" "published" AND (…)' ranks,
-- pages and counts inside FTS5, and only the page's rows are read from recipes.
-- Same external-content design as 0001; publishing and moving sites now re-index too.
DROP TRIGGER `recipes_search_insert`;
--> statement-breakpoint
DROP TRIGGER `recipes_search_delete`;
--> statement-breakpoint
DROP TRIGGER `recipes_search_update`;
--> statement-breakpoint
DROP TABLE `recipe_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `recipe_search` USING fts5(
  title,
  search_description,
  search_ingredients,
  search_keywords,
  search_scope,
  content='recipes',
  content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
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
