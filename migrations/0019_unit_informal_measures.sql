-- Hand-written: catalogue rows, not schema. The cook's informal measures the recipe import
-- reads ("a knob of butter", "a glug of oil", "a splash of milk", "1 box pasta") join the unit
-- catalogue on databases seeded before them, under the same fixed ids as
-- worker/seed/reference/units.ts; a database seeded after them already has them.
INSERT OR IGNORE INTO `units` (`id`, `slug`, `title`, `plural_title`, `abbreviation`, `kind`, `system`, `ml`, `g`) VALUES
  ('0b6f3f0e-4a57-4f0e-9d0c-5c2b1e8a7d31', 'knob', 'knob', 'knobs', NULL, 'other', 'neutral', NULL, 15),
  ('6a1d2c4b-8e3f-4b7a-9c5d-2f1e0a9b8c72', 'glug', 'glug', 'glugs', NULL, 'other', 'neutral', NULL, NULL),
  ('c3e9a7f1-5b2d-4e6c-8a0f-7d4b1c2e9f53', 'splash', 'splash', 'splashes', NULL, 'other', 'neutral', NULL, NULL),
  ('9e4b6d2a-1c7f-4a3e-b5d8-0f2c6e1a7b94', 'box', 'box', 'boxes', NULL, 'count', 'neutral', NULL, NULL);
