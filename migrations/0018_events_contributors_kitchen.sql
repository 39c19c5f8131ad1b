ALTER TABLE `contributors` ADD `links` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `online_url` text;--> statement-breakpoint
-- Hand-written (a data change drizzle-kit cannot express): event descriptions were plain
-- text and are rich-text documents now. Each becomes one paragraph; blank ones become NULL.
-- Stored times were shown in UTC, so the new time_zone column's default keeps them as seen.
UPDATE `events` SET `description` = NULL WHERE trim(`description`) = '';
--> statement-breakpoint
UPDATE `events` SET `description` = json_object(
  'type', 'document',
  'children', json_array(json_object(
    'type', 'paragraph',
    'children', json_array(json_object('text', `description`))
  ))
)
WHERE `description` IS NOT NULL
  AND NOT (json_valid(`description`) AND json_extract(`description`, '$.type') IS 'document');
