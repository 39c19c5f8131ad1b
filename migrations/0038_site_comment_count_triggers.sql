-- Hand-written (drizzle-kit cannot express triggers): site_comment_counts follows every write
-- to comments, whichever code makes it, so for each site it always equals
--   SELECT count(*), sum(c.hidden_at IS NOT NULL OR p.hidden_at IS NOT NULL)
--   FROM comments c LEFT JOIN comments p ON p.id = c.parent_id WHERE c.site_id = ?
-- (commentCounts in worker/services/comments/moderation-list.ts): a reply under a hidden
-- comment is hidden too, and replies are one level deep. Hiding or showing a comment moves
-- it and its replies that are not hidden themselves. Deleting a hidden comment first counts
-- its replies as shown: SQLite deletes the replies of a cascade after their parent's row,
-- when their own trigger no longer finds the parent; a reply deleted before its parent
-- still finds it. A site's deletion cascades to its row.
-- A later migration that recreates `comments` drops these triggers: it must recreate them
-- and end with the same recount.
CREATE TRIGGER `comments_count_insert` AFTER INSERT ON `comments` BEGIN
  INSERT INTO site_comment_counts (site_id, comments, hidden)
  VALUES (
    new.site_id, 1,
    new.hidden_at IS NOT NULL
      OR EXISTS (SELECT 1 FROM comments p WHERE p.id = new.parent_id AND p.hidden_at IS NOT NULL)
  )
  ON CONFLICT (site_id) DO UPDATE SET
    comments = comments + 1,
    hidden = hidden + excluded.hidden;
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_delete` BEFORE DELETE ON `comments` BEGIN
  UPDATE site_comment_counts SET
    comments = comments - 1,
    hidden = hidden - (
      old.hidden_at IS NOT NULL
        OR EXISTS (SELECT 1 FROM comments p WHERE p.id = old.parent_id AND p.hidden_at IS NOT NULL)
    )
  WHERE site_id = old.site_id;
  UPDATE site_comment_counts SET hidden = hidden - (
    SELECT count(*) FROM comments r
    WHERE r.parent_id = old.id AND r.hidden_at IS NULL AND r.site_id = site_comment_counts.site_id
  )
  WHERE old.hidden_at IS NOT NULL
    AND site_id IN (SELECT site_id FROM comments WHERE parent_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `comments_count_hidden` AFTER UPDATE OF hidden_at ON `comments`
WHEN (old.hidden_at IS NULL) <> (new.hidden_at IS NULL)
  -- A move in the same statement recounts (comments_count_move), hiding included.
  AND old.site_id = new.site_id AND old.parent_id IS new.parent_id BEGIN
  UPDATE site_comment_counts SET
    hidden = hidden + (CASE WHEN new.hidden_at IS NULL THEN -1 ELSE 1 END)
  WHERE site_id = new.site_id
    AND NOT EXISTS (SELECT 1 FROM comments p WHERE p.id = new.parent_id AND p.hidden_at IS NOT NULL);
  UPDATE site_comment_counts SET
    hidden = hidden + (CASE WHEN new.hidden_at IS NULL THEN -1 ELSE 1 END) * (
      SELECT count(*) FROM comments r
      WHERE r.parent_id = new.id AND r.hidden_at IS NULL AND r.site_id = site_comment_counts.site_id
    )
  WHERE site_id IN (SELECT site_id FROM comments WHERE parent_id = new.id);
END;
--> statement-breakpoint
-- No writer moves a comment to another site or parent; if one does, both sites are recounted.
CREATE TRIGGER `comments_count_move` AFTER UPDATE OF site_id, parent_id ON `comments`
WHEN old.site_id <> new.site_id OR old.parent_id IS NOT new.parent_id BEGIN
  INSERT INTO site_comment_counts (site_id, comments, hidden)
  SELECT c.site_id, count(*), coalesce(sum(c.hidden_at IS NOT NULL OR p.hidden_at IS NOT NULL), 0)
  FROM comments c LEFT JOIN comments p ON p.id = c.parent_id
  WHERE c.site_id IN (old.site_id, new.site_id)
  GROUP BY c.site_id
  ON CONFLICT (site_id) DO UPDATE SET comments = excluded.comments, hidden = excluded.hidden;
  -- A site left with no comment has no group above.
  UPDATE site_comment_counts SET comments = 0, hidden = 0
  WHERE site_id = old.site_id AND NOT EXISTS (SELECT 1 FROM comments WHERE site_id = old.site_id);
END;
--> statement-breakpoint
DELETE FROM site_comment_counts;
--> statement-breakpoint
INSERT INTO site_comment_counts (site_id, comments, hidden)
SELECT c.site_id, count(*), coalesce(sum(c.hidden_at IS NOT NULL OR p.hidden_at IS NOT NULL), 0)
FROM comments c LEFT JOIN comments p ON p.id = c.parent_id
WHERE true
GROUP BY c.site_id;
