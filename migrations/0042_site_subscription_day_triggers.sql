-- Hand-written (drizzle-kit cannot express triggers): site_subscription_days follows every
-- write to site_subscriptions, whichever code makes it, so for each site, day and plan it
-- always equals
--   SELECT count(*) FROM site_subscriptions
--   WHERE site_id = ? AND plan = ? AND CAST(created_at / 86400000 AS INTEGER) = ?
-- (created_at is in milliseconds; the day is the UTC day it began). What the
-- site_subscription_count_triggers migration says of cascades and INSERT OR IGNORE holds here.
-- A later migration that recreates `site_subscriptions` drops these triggers: it must
-- recreate them and end with the same recount.
CREATE TRIGGER `site_subscriptions_day_insert` AFTER INSERT ON `site_subscriptions` BEGIN
  INSERT INTO site_subscription_days (site_id, day, plan, subscriptions)
  VALUES (new.site_id, CAST(new.created_at / 86400000 AS INTEGER), new.plan, 1)
  ON CONFLICT (site_id, day, plan) DO UPDATE SET subscriptions = subscriptions + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_day_delete` AFTER DELETE ON `site_subscriptions` BEGIN
  UPDATE site_subscription_days SET subscriptions = subscriptions - 1
  WHERE site_id = old.site_id AND day = CAST(old.created_at / 86400000 AS INTEGER)
    AND plan = old.plan;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_day_update`
AFTER UPDATE OF site_id, plan, created_at ON `site_subscriptions`
WHEN old.site_id <> new.site_id OR old.plan <> new.plan
  OR CAST(old.created_at / 86400000 AS INTEGER) <> CAST(new.created_at / 86400000 AS INTEGER) BEGIN
  UPDATE site_subscription_days SET subscriptions = subscriptions - 1
  WHERE site_id = old.site_id AND day = CAST(old.created_at / 86400000 AS INTEGER)
    AND plan = old.plan;
  INSERT INTO site_subscription_days (site_id, day, plan, subscriptions)
  VALUES (new.site_id, CAST(new.created_at / 86400000 AS INTEGER), new.plan, 1)
  ON CONFLICT (site_id, day, plan) DO UPDATE SET subscriptions = subscriptions + 1;
END;
--> statement-breakpoint
DELETE FROM site_subscription_days;
--> statement-breakpoint
INSERT INTO site_subscription_days (site_id, day, plan, subscriptions)
SELECT site_id, CAST(created_at / 86400000 AS INTEGER) AS day, plan, count(*)
FROM site_subscriptions WHERE true GROUP BY site_id, day, plan;
