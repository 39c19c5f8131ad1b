-- Full-text search over recipes (title, description, ingredients, keywords).
-- External content: the index stores no copy of the text, it reads recipes by rowid.
-- recipes has a text primary key, so its rowid is SQLite's implicit one; an import that
-- renumbers rows (export/import) must be followed by:
--   INSERT INTO recipe_search(recipe_search) VALUES ('rebuild');
-- A later migration that recreates `recipes` (drizzle-kit does so for most column changes
-- in SQLite) drops these triggers and renumbers rowids: it must recreate the three triggers
-- below and end with the same 'rebuild'.
-- The search_* columns are plain-text copies kept by the service layer on every write.
-- prefix='2 3' makes short type-ahead prefixes ("chi*", "ch*") cheap.
CREATE VIRTUAL TABLE `recipe_search` USING fts5(
  title,
  search_description,
  search_ingredients,
  search_keywords,
  content='recipes',
  content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `recipes_search_insert` AFTER INSERT ON `recipes` BEGIN
  INSERT INTO recipe_search (rowid, title, search_description, search_ingredients, search_keywords)
  VALUES (new.rowid, new.title, new.search_description, new.search_ingredients, new.search_keywords);
END;
--> statement-breakpoint
CREATE TRIGGER `recipes_search_delete` AFTER DELETE ON `recipes` BEGIN
  INSERT INTO recipe_search (recipe_search, rowid, title, search_description, search_ingredients, search_keywords)
  VALUES ('delete', old.rowid, old.title, old.search_description, old.search_ingredients, old.search_keywords);
END;
--> statement-breakpoint
-- Only the indexed columns re-index: publishing or a settings change leaves the index alone.
CREATE TRIGGER `recipes_search_update` AFTER UPDATE OF title, search_description, search_ingredients, search_keywords ON `recipes` BEGIN
  INSERT INTO recipe_search (recipe_search, rowid, title, search_description, search_ingredients, search_keywords)
  VALUES ('delete', old.rowid, old.title, old.search_description, old.search_ingredients, old.search_keywords);
  INSERT INTO recipe_search (rowid, title, search_description, search_ingredients, search_keywords)
  VALUES (new.rowid, new.title, new.search_description, new.search_ingredients, new.search_keywords);
END;
--> statement-breakpoint
-- Index whatever already exists (nothing on a fresh database; harmless either way).
INSERT INTO recipe_search (recipe_search) VALUES ('rebuild');
