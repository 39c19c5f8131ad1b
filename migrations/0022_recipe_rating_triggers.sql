-- Hand-written (drizzle-kit cannot express triggers): recipe_rating_totals follows every
-- write to recipe_ratings, whichever code makes it, so for each recipe it always equals
--   SELECT count(*), sum(stars), count(comment_id) FROM recipe_ratings
--   WHERE recipe_id = ? AND counted
-- A rating counts unless its review is hidden: hiding or showing a comment moves its
-- rating's `counted`, and through it the totals. A comment's or an account's deletion
-- cascades to the rating, and its delete trigger takes it out of the totals.
-- A later migration that recreates `recipe_ratings` or `comments` drops these triggers: it
-- must recreate them and end with the same recount.
CREATE TRIGGER `recipe_ratings_totals_insert` AFTER INSERT ON `recipe_ratings`
WHEN new.counted BEGIN
  INSERT INTO recipe_rating_totals (recipe_id, site_id, rating_count, rating_sum, review_count)
  VALUES (new.recipe_id, new.site_id, 1, new.stars, new.comment_id IS NOT NULL)
  ON CONFLICT (recipe_id) DO UPDATE SET
    rating_count = rating_count + 1,
    rating_sum = rating_sum + excluded.rating_sum,
    review_count = review_count + excluded.review_count;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_ratings_totals_delete` AFTER DELETE ON `recipe_ratings`
WHEN old.counted BEGIN
  UPDATE recipe_rating_totals SET
    rating_count = rating_count - 1,
    rating_sum = rating_sum - old.stars,
    review_count = review_count - (old.comment_id IS NOT NULL)
  WHERE recipe_id = old.recipe_id;
END;
--> statement-breakpoint
CREATE TRIGGER `recipe_ratings_totals_update` AFTER UPDATE OF stars, counted, comment_id ON `recipe_ratings`
BEGIN
  UPDATE recipe_rating_totals SET
    rating_count = rating_count - 1,
    rating_sum = rating_sum - old.stars,
    review_count = review_count - (old.comment_id IS NOT NULL)
  WHERE recipe_id = old.recipe_id AND old.counted;
  -- The WHERE is needed: an upsert's SELECT must have one for SQLite to parse ON CONFLICT.
  INSERT INTO recipe_rating_totals (recipe_id, site_id, rating_count, rating_sum, review_count)
  SELECT new.recipe_id, new.site_id, 1, new.stars, new.comment_id IS NOT NULL
  WHERE new.counted
  ON CONFLICT (recipe_id) DO UPDATE SET
    rating_count = rating_count + 1,
    rating_sum = rating_sum + excluded.rating_sum,
    review_count = review_count + excluded.review_count;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_review_hidden` AFTER UPDATE OF hidden_at ON `comments`
WHEN (old.hidden_at IS NULL) <> (new.hidden_at IS NULL) BEGIN
  UPDATE recipe_ratings SET counted = (new.hidden_at IS NULL) WHERE comment_id = new.id;
END;
--> statement-breakpoint
DELETE FROM recipe_rating_totals;
--> statement-breakpoint
INSERT INTO recipe_rating_totals (recipe_id, site_id, rating_count, rating_sum, review_count)
SELECT recipe_id, site_id, count(*), sum(stars), count(comment_id)
FROM recipe_ratings WHERE counted GROUP BY recipe_id;
