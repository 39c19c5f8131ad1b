/**
 * Where each table's rows live once sites have databases of their own
 * (docs/decisions/0014-site-databases.md). Nothing routes by it yet: today every table is in
 * the one database. It is the map the resolver and the move-site script are to follow, and
 * schema/placement.test.ts holds it to the schema: every table is placed, every site table leads to
 * its site, and every foreign key that would point from one database into another is listed
 * below with how it is kept.
 */

/**
 * - platform: one person's or the whole platform's rows (accounts, the site directory, what
 *   a reader keeps across sites, Stripe's platform side), in the platform database only.
 * - site: a site's content and audience, in the database its site is mapped to.
 * - catalogue: the platform's rows (site_id null) are reference data written into every
 *   database by migrations and the seed; a site's own rows live in its database.
 * - split: rows go by their site_id: a site's in its database, a person's (null) on the
 *   platform (images: a site's media beside a person's avatar).
 */
export type Placement = "platform" | "site" | "catalogue" | "split";

export const PLACEMENT: Record<string, Placement> = {
  users: "platform",
  auth_sessions: "platform",
  api_tokens: "platform",
  sites: "platform",
  site_members: "platform",
  site_invitations: "platform",
  custom_domains: "platform",
  app_subscriptions: "platform",
  processed_payment_events: "platform",
  plan_offer_changes: "platform",
  data_exports: "platform",
  early_signups: "platform",
  bookmarks: "platform",
  shopping_list_lines: "platform",
  shopping_list_requests: "platform",
  shopping_list_sources: "platform",
  former_site_slugs: "platform",

  units: "catalogue",
  color_themes: "catalogue",
  type_themes: "catalogue",
  usda_foods: "catalogue",
  ingredients: "catalogue",
  equipment: "catalogue",
  cuisines: "catalogue",
  diets: "catalogue",
  food_categories: "catalogue",
  meals: "catalogue",
  methods: "catalogue",
  tags: "catalogue",

  images: "split",

  recipes: "site",
  recipe_images: "site",
  recipe_nutrition: "site",
  recipe_revisions: "site",
  former_recipe_slugs: "site",
  recipe_contributors: "site",
  recipe_cuisines: "site",
  recipe_diets: "site",
  recipe_food_categories: "site",
  recipe_meals: "site",
  recipe_methods: "site",
  recipe_tags: "site",
  ingredient_usage_groups: "site",
  ingredient_usages: "site",
  instruction_groups: "site",
  instructions: "site",
  instruction_images: "site",
  equipment_usages: "site",
  contributors: "site",
  recipe_gifts: "site",
  scheduled_publications: "site",
  recipe_ratings: "site",
  recipe_rating_totals: "site",
  comments: "site",
  comment_upvotes: "site",
  collections: "site",
  collection_recipes: "site",
  collection_recipe_counts: "site",
  former_collection_slugs: "site",
  site_redirects: "site",
  site_recipe_counts: "site",
  site_term_counts: "site",
  site_comment_counts: "site",
  site_subscription_counts: "site",
  site_subscription_days: "site",
  site_subscriptions: "site",
  subscriber_actions: "site",
  notice_digest_items: "site",
  subscriber_imports: "site",
  subscriber_import_rows: "site",
  newsletter_sends: "site",
  newsletter_deliveries: "site",
  newsletter_suppressions: "site",
  newsletter_confirmations: "site",
  site_pages: "site",
  events: "site",
  links: "site",
  header_links: "site",
  social_links: "site",
  product_links: "site",
  featured_recipes: "site",
  wordpress_imports: "site",
  wordpress_import_items: "site",
};

/**
 * How a foreign key that would cross from one database into another is kept. D1 enforces
 * foreign keys in every query and migration, and one migration set gives every database
 * every key, so each needs a decision before any site moves:
 * - site anchor: the site database keeps a copy of the directory row of each site it holds,
 *   written when the site is created and by the move-site script. The keys and their
 *   `on delete cascade` hang on that copy, so deleting it deletes the site's rows there.
 * - person anchor: the site database keeps a row in `users` for each person with rows in it
 *   (the owner, commenters, subscribers) holding their id and nothing personal (a placeholder
 *   address; no name, no avatar). The site anchor needs one anyway (`sites.owner_id`), and it
 *   serves every key to `users`: no table is rebuilt, account deletion deletes the person's
 *   anchor in each site database and the cascades there run as they do today. Who a person
 *   is (name, e-mail, avatar, a deleted account) is read from the platform by id, so nothing
 *   needs keeping in step.
 * - appearance on the anchor: the directory's picture settings name the site's own images,
 *   which live in the site database: the site database's copy of the row holds them and is
 *   the one read for them; the platform's row keeps them empty.
 *
 * The one key that had to go is gone: `bookmarks.recipe_id` (a bookmark names a recipe of any
 * site) is a plain id since migration 0046, which rebuilt the table (safe: no table refers
 * to it).
 */
export type Crossing = "site anchor" | "person anchor" | "appearance on the anchor";

/** Every foreign key whose target row may sit in another database, as `table.column → target`. */
export const CROSSINGS: Record<string, Crossing> = {
  // A site's rows hang on its directory row.
  "collections.site_id → sites": "site anchor",
  "comments.site_id → sites": "site anchor",
  "contributors.site_id → sites": "site anchor",
  "cuisines.site_id → sites": "site anchor",
  "diets.site_id → sites": "site anchor",
  "equipment.site_id → sites": "site anchor",
  "events.site_id → sites": "site anchor",
  "featured_recipes.site_id → sites": "site anchor",
  "former_collection_slugs.site_id → sites": "site anchor",
  "former_recipe_slugs.site_id → sites": "site anchor",
  "food_categories.site_id → sites": "site anchor",
  "header_links.site_id → sites": "site anchor",
  "images.site_id → sites": "site anchor",
  "ingredients.site_id → sites": "site anchor",
  "links.site_id → sites": "site anchor",
  "meals.site_id → sites": "site anchor",
  "methods.site_id → sites": "site anchor",
  "newsletter_confirmations.site_id → sites": "site anchor",
  "newsletter_sends.site_id → sites": "site anchor",
  "newsletter_suppressions.site_id → sites": "site anchor",
  "notice_digest_items.site_id → sites": "site anchor",
  "product_links.site_id → sites": "site anchor",
  "recipe_gifts.site_id → sites": "site anchor",
  "recipe_rating_totals.site_id → sites": "site anchor",
  "recipe_ratings.site_id → sites": "site anchor",
  "recipe_revisions.site_id → sites": "site anchor",
  "recipes.site_id → sites": "site anchor",
  "scheduled_publications.site_id → sites": "site anchor",
  "site_comment_counts.site_id → sites": "site anchor",
  "site_pages.site_id → sites": "site anchor",
  "site_recipe_counts.site_id → sites": "site anchor",
  "site_redirects.site_id → sites": "site anchor",
  "site_subscription_counts.site_id → sites": "site anchor",
  "site_subscription_days.site_id → sites": "site anchor",
  "site_subscriptions.site_id → sites": "site anchor",
  "site_term_counts.site_id → sites": "site anchor",
  "social_links.site_id → sites": "site anchor",
  "subscriber_actions.site_id → sites": "site anchor",
  "subscriber_imports.site_id → sites": "site anchor",
  "tags.site_id → sites": "site anchor",
  "wordpress_imports.site_id → sites": "site anchor",

  // People: a site's rows name accounts that live on the platform.
  "comment_upvotes.user_id → users": "person anchor",
  "comments.hidden_by → users": "person anchor",
  "comments.user_id → users": "person anchor",
  "images.uploader_id → users": "person anchor",
  "newsletter_sends.created_by → users": "person anchor",
  "notice_digest_items.user_id → users": "person anchor",
  "recipe_gifts.giver_user_id → users": "person anchor",
  "recipe_gifts.recipient_user_id → users": "person anchor",
  "recipe_ratings.user_id → users": "person anchor",
  "recipe_revisions.saved_by → users": "person anchor",
  "scheduled_publications.created_by → users": "person anchor",
  "site_subscriptions.user_id → users": "person anchor",
  "subscriber_actions.actor_user_id → users": "person anchor",
  "subscriber_imports.consent_by → users": "person anchor",
  "subscriber_imports.created_by → users": "person anchor",
  "wordpress_imports.created_by → users": "person anchor",

  // The directory's appearance settings name the site's own media.
  "sites.favicon_id → images": "appearance on the anchor",
  "sites.featured_image_id → images": "appearance on the anchor",
  "sites.icon_id → images": "appearance on the anchor",
  "sites.logo_id → images": "appearance on the anchor",
  // A person's avatar is a platform image (images.site_id null); their anchors leave it empty.
  "users.avatar_image_id → images": "person anchor",
};
