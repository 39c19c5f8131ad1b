-- Full-text search over the USDA foods' descriptions: the kitchen's food search asks for
-- foods whose description holds every word typed, each as a prefix ("quin" finds quinoa).
-- External content, as recipe_search (0001): the index reads usda_foods by its implicit
-- rowid. The loader upserts (ON CONFLICT DO UPDATE), which keeps rowids and fires the
-- update trigger; INSERT OR REPLACE would delete without firing the delete trigger
-- (SQLite fires it only with recursive_triggers on) and leave stale index entries.
-- prefix='2 3' keeps short type-ahead prefixes cheap.
CREATE VIRTUAL TABLE `usda_food_search` USING fts5(
  description,
  content='usda_foods',
  content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='2 3'
);
--> statement-breakpoint
CREATE TRIGGER `usda_foods_search_insert` AFTER INSERT ON `usda_foods` BEGIN
  INSERT INTO usda_food_search (rowid, description) VALUES (new.rowid, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `usda_foods_search_delete` AFTER DELETE ON `usda_foods` BEGIN
  INSERT INTO usda_food_search (usda_food_search, rowid, description)
  VALUES ('delete', old.rowid, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER `usda_foods_search_update` AFTER UPDATE OF description ON `usda_foods` BEGIN
  INSERT INTO usda_food_search (usda_food_search, rowid, description)
  VALUES ('delete', old.rowid, old.description);
  INSERT INTO usda_food_search (rowid, description) VALUES (new.rowid, new.description);
END;
