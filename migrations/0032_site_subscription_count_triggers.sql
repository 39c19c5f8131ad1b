-- Hand-written (drizzle-kit cannot express triggers): site_subscription_counts follows every
-- write to site_subscriptions, whichever code makes it, so for each site, plan and status it
-- always equals
--   SELECT count(*) FROM site_subscriptions WHERE site_id = ? AND plan = ? AND status = ?
-- An account's deletion cascades to its subscriptions, whose delete trigger counts them out;
-- a site's deletion cascades to its rows here. INSERT OR IGNORE (the subscriber import) fires
-- nothing for a row it skips, and no writer uses INSERT OR REPLACE, whose deletions would
-- not fire the delete trigger.
-- A later migration that recreates `site_subscriptions` drops these triggers: it must
-- recreate them and end with the same recount.
CREATE TRIGGER `site_subscriptions_count_insert` AFTER INSERT ON `site_subscriptions` BEGIN
  INSERT INTO site_subscription_counts (site_id, plan, status, subscriptions)
  VALUES (new.site_id, new.plan, new.status, 1)
  ON CONFLICT (site_id, plan, status) DO UPDATE SET subscriptions = subscriptions + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_count_delete` AFTER DELETE ON `site_subscriptions` BEGIN
  UPDATE site_subscription_counts SET subscriptions = subscriptions - 1
  WHERE site_id = old.site_id AND plan = old.plan AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_count_update` AFTER UPDATE OF site_id, plan, status ON `site_subscriptions`
WHEN old.site_id <> new.site_id OR old.plan <> new.plan OR old.status <> new.status BEGIN
  UPDATE site_subscription_counts SET subscriptions = subscriptions - 1
  WHERE site_id = old.site_id AND plan = old.plan AND status = old.status;
  INSERT INTO site_subscription_counts (site_id, plan, status, subscriptions)
  VALUES (new.site_id, new.plan, new.status, 1)
  ON CONFLICT (site_id, plan, status) DO UPDATE SET subscriptions = subscriptions + 1;
END;
--> statement-breakpoint
DELETE FROM site_subscription_counts;
--> statement-breakpoint
INSERT INTO site_subscription_counts (site_id, plan, status, subscriptions)
SELECT site_id, plan, status, count(*) FROM site_subscriptions GROUP BY site_id, plan, status;
