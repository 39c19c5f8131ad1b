-- Hand-written (drizzle-kit cannot express triggers): the site_subscription_count_triggers
-- migration's triggers made again to keep the prices too, so for each site, plan and status
--   subscriptions = count(*)
--   price_cents = sum(price_amount_cents) of the rows whose cadence is not 'year'
--   yearly_price_cents = sum(price_amount_cents) of the rows whose cadence is 'year'
-- of site_subscriptions. What that file says of cascades and INSERT OR IGNORE holds here.
-- A later migration that recreates `site_subscriptions` drops these triggers: it must
-- recreate them and end with the same recount.
DROP TRIGGER `site_subscriptions_count_insert`;
--> statement-breakpoint
DROP TRIGGER `site_subscriptions_count_delete`;
--> statement-breakpoint
DROP TRIGGER `site_subscriptions_count_update`;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_count_insert` AFTER INSERT ON `site_subscriptions` BEGIN
  INSERT INTO site_subscription_counts
    (site_id, plan, status, subscriptions, price_cents, yearly_price_cents)
  VALUES (
    new.site_id, new.plan, new.status, 1,
    CASE WHEN new.cadence IS 'year' THEN 0 ELSE new.price_amount_cents END,
    CASE WHEN new.cadence IS 'year' THEN new.price_amount_cents ELSE 0 END
  )
  ON CONFLICT (site_id, plan, status) DO UPDATE SET
    subscriptions = subscriptions + 1,
    price_cents = price_cents + excluded.price_cents,
    yearly_price_cents = yearly_price_cents + excluded.yearly_price_cents;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_count_delete` AFTER DELETE ON `site_subscriptions` BEGIN
  UPDATE site_subscription_counts SET
    subscriptions = subscriptions - 1,
    price_cents = price_cents - (CASE WHEN old.cadence IS 'year' THEN 0 ELSE old.price_amount_cents END),
    yearly_price_cents = yearly_price_cents - (CASE WHEN old.cadence IS 'year' THEN old.price_amount_cents ELSE 0 END)
  WHERE site_id = old.site_id AND plan = old.plan AND status = old.status;
END;
--> statement-breakpoint
CREATE TRIGGER `site_subscriptions_count_update`
AFTER UPDATE OF site_id, plan, status, price_amount_cents, cadence ON `site_subscriptions`
WHEN old.site_id <> new.site_id OR old.plan <> new.plan OR old.status <> new.status
  OR old.price_amount_cents <> new.price_amount_cents OR old.cadence IS NOT new.cadence BEGIN
  UPDATE site_subscription_counts SET
    subscriptions = subscriptions - 1,
    price_cents = price_cents - (CASE WHEN old.cadence IS 'year' THEN 0 ELSE old.price_amount_cents END),
    yearly_price_cents = yearly_price_cents - (CASE WHEN old.cadence IS 'year' THEN old.price_amount_cents ELSE 0 END)
  WHERE site_id = old.site_id AND plan = old.plan AND status = old.status;
  INSERT INTO site_subscription_counts
    (site_id, plan, status, subscriptions, price_cents, yearly_price_cents)
  VALUES (
    new.site_id, new.plan, new.status, 1,
    CASE WHEN new.cadence IS 'year' THEN 0 ELSE new.price_amount_cents END,
    CASE WHEN new.cadence IS 'year' THEN new.price_amount_cents ELSE 0 END
  )
  ON CONFLICT (site_id, plan, status) DO UPDATE SET
    subscriptions = subscriptions + 1,
    price_cents = price_cents + excluded.price_cents,
    yearly_price_cents = yearly_price_cents + excluded.yearly_price_cents;
END;
--> statement-breakpoint
DELETE FROM site_subscription_counts;
--> statement-breakpoint
INSERT INTO site_subscription_counts
  (site_id, plan, status, subscriptions, price_cents, yearly_price_cents)
SELECT site_id, plan, status, count(*),
  coalesce(sum(CASE WHEN cadence IS 'year' THEN 0 ELSE price_amount_cents END), 0),
  coalesce(sum(CASE WHEN cadence IS 'year' THEN price_amount_cents ELSE 0 END), 0)
FROM site_subscriptions GROUP BY site_id, plan, status;
