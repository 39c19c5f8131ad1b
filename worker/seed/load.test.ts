import { env } from "cloudflare:test";
import type { RichText } from "@schema/content/rich-text";
import { users } from "@schema/db/users";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import { insertChunks, MAX_BOUND_PARAMETERS } from "../lib/d1-batches";
import { isSeeded, loadSeed, type SeedSummary } from "./load";
import { FIXTURE_IDS, fixtureDemo, fixtureReference } from "./load-fixture";
import { SEED_IMAGE_SIZES } from "./load-images";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const all = async <T>(query: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
const one = async <T>(query: string, ...params: unknown[]) => {
  const row = await env.DB.prepare(query)
    .bind(...params)
    .first<T>();
  if (!row) throw new Error(`no row for ${query}`);
  return row;
};
const recipeId = (slug: string) =>
  one<{ id: string }>("SELECT id FROM recipes WHERE slug = ?", slug).then((r) => r.id);

/** Every node of a rich-text tree, flattened (for finding measurement and reference nodes). */
const nodes = (doc: RichText): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    out.push(node as Record<string, unknown>);
    for (const child of (node as { children?: unknown[] }).children ?? []) walk(child);
  };
  walk(doc);
  return out;
};

let summary: SeedSummary;

beforeAll(async () => {
  expect(await isSeeded(env.DB)).toBe(false);
  summary = await loadSeed(env, { reference: fixtureReference, demo: fixtureDemo }, NOW);
});

describe("loadSeed", () => {
  it("reports what it wrote and marks the database seeded", async () => {
    expect(summary).toMatchObject({
      users: 4, // three listed plus the subscriber who only gave an e-mail
      sites: 1,
      recipes: 2,
      images: 5, // site featured image, product, two recipe pictures, one step picture
      comments: 3,
      subscriptions: 2,
    });
    expect(await isSeeded(env.DB)).toBe(true);
  });

  it("writes the reference catalogues as platform rows under their fixed ids", async () => {
    const unit = await one<{ id: string; site_id?: string }>(
      "SELECT id FROM units WHERE slug = 'cup'",
    );
    expect(unit.id).toBe(FIXTURE_IDS.cup);
    const tag = await one<{ id: string; site_id: string | null }>(
      "SELECT id, site_id FROM tags WHERE slug = 'dessert'",
    );
    expect(tag).toEqual({ id: FIXTURE_IDS.dessert, site_id: null });
    const ingredient = await one<{ grams_per_liter: number | null }>(
      "SELECT grams_per_liter FROM ingredients WHERE id = ?",
      FIXTURE_IDS.cremeFraiche,
    );
    expect(ingredient.grams_per_liter).toBeNull();
  });

  it("writes the site with its settings, members and lists in order", async () => {
    const site = await one<Record<string, unknown>>("SELECT * FROM sites WHERE slug = 'demo'");
    expect(site).toMatchObject({
      title: "Demo Kitchen",
      header_layout: "centered",
      color_theme_id: fixtureReference.colorThemes[0]?.id,
      type_theme_id: fixtureReference.typeThemes[0]?.id,
      default_measurement_system: "imperial",
      subscriptions_enabled: 1,
      monthly_amount_cents: 500,
    });
    expect(site.featured_image_id).toEqual(expect.any(String));
    const members = await all<{ role: string; email: string }>(
      "SELECT m.role, u.email FROM site_members m JOIN users u ON u.id = m.user_id ORDER BY m.role DESC",
    );
    expect(members).toEqual([
      { role: "owner", email: "owner@example.com" },
      { role: "manager", email: "manager@example.com" },
    ]);
    const links = await all<{ label: string }>("SELECT label FROM links ORDER BY position");
    expect(links.map((l) => l.label)).toEqual(["Cookbook", "Newsletter"]);
    const social = await all<{ platform: string }>(
      "SELECT platform FROM social_links ORDER BY position",
    );
    expect(social.map((s) => s.platform)).toEqual(["instagram", "youtube"]);
    const event = await one<{ date: number; time_zone: string; description: string }>(
      "SELECT date, time_zone, description FROM events",
    );
    expect(event.date).toBe(NOW.getTime() + 10 * DAY);
    expect(event.time_zone).toBe("UTC");
    expect(JSON.parse(event.description)).toEqual({
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "Tarts." }] }],
    });
    const product = await one<{ product_title: string; price_cents: number }>(
      "SELECT product_title, price_cents FROM product_links",
    );
    expect(JSON.parse(product.product_title)).toEqual({
      type: "document",
      children: [{ type: "paragraph", children: [{ text: "Good pan" }] }],
    });
    expect(product.price_cents).toBe(750);
  });

  it("keeps ingredient groups and lines in order, with references resolved", async () => {
    const id = await recipeId("brown-butter-shortbread");
    const lines = await all<{
      group_title: string;
      title: string;
      min: number;
      max: number | null;
    }>(
      `SELECT g.title AS group_title, coalesce(u.ingredient_title_override, i.title) AS title,
              u.quantity_min AS min, u.quantity_max AS max
         FROM ingredient_usages u
         JOIN ingredient_usage_groups g ON g.id = u.group_id
         LEFT JOIN ingredients i ON i.id = u.ingredient_id
        WHERE u.recipe_id = ?
        ORDER BY g.position, u.position`,
      id,
    );
    expect(lines.map((l) => l.title)).toEqual([
      "unsalted butter",
      "all-purpose flour",
      ...Array.from({ length: 10 }, (_, i) => `extra ${i + 1}`),
      "whipped crème fraîche",
    ]);
    expect(lines[1]).toMatchObject({ group_title: "Dough", min: 2, max: 2.5 });
    expect(lines.at(-1)?.group_title).toBe("To finish");

    const steps = await all<{ group_title: string; content: string; timer_minutes: number | null }>(
      `SELECT g.title AS group_title, s.content, s.timer_minutes FROM instructions s
         JOIN instruction_groups g ON g.id = s.group_id
        WHERE s.recipe_id = ? ORDER BY g.position, s.position`,
      id,
    );
    expect(steps.map((s) => [s.group_title, s.timer_minutes])).toEqual([
      ["Make", 6],
      ["Make", null],
      ["Bake", 20],
    ]);

    // Rich text points at this recipe's own butter line and at the fahrenheit unit.
    const butter = await one<{ id: string }>(
      "SELECT id FROM ingredient_usages WHERE recipe_id = ? AND ingredient_id = ?",
      id,
      FIXTURE_IDS.butter,
    );
    const recipe = await one<{ description: string }>(
      "SELECT description FROM recipes WHERE id = ?",
      id,
    );
    const found = nodes(JSON.parse(recipe.description) as RichText);
    expect(found).toContainEqual({
      type: "ingredient-usage-reference",
      ingredientUsageId: butter.id,
    });
    expect(found).toContainEqual({
      type: "measurement",
      quantity: 350,
      unitId: FIXTURE_IDS.fahrenheit,
    });
  });

  it("writes the recipe fields, publish state and search columns", async () => {
    const published = await one<Record<string, unknown>>(
      "SELECT * FROM recipes WHERE slug = 'brown-butter-shortbread'",
    );
    expect(published).toMatchObject({
      privacy_setting: "public",
      published_at: NOW.getTime() - 3 * DAY,
      prep_time_minutes: 15,
      yield_servings: 24,
      difficulty_level: "easy",
      keywords: JSON.stringify(["cookies", "holiday"]),
      search_keywords: "cookies holiday",
    });
    // plainText (schema/content) leaves out measurement and reference nodes.
    expect(published.search_description).toMatch(/^Brown the +first, then bake at \.$/);
    expect(published.search_ingredients).toContain("unsalted butter");
    expect(published.search_ingredients).toContain("crème fraîche");

    const draft = await one<Record<string, unknown>>(
      "SELECT * FROM recipes WHERE slug = 'lemon-tart'",
    );
    expect(draft).toMatchObject({ published_at: null, privacy_setting: "subscribers_only" });
  });

  it("links recipes to taxonomies, equipment, contributors, collections and features", async () => {
    const id = await recipeId("brown-butter-shortbread");
    const joins = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM recipe_tags WHERE recipe_id = ?1 AND tag_id = ?2) AS tags,
              (SELECT count(*) FROM recipe_cuisines WHERE recipe_id = ?1 AND cuisine_id = ?3) AS cuisines,
              (SELECT count(*) FROM recipe_methods WHERE recipe_id = ?1 AND method_id = ?4) AS methods,
              (SELECT count(*) FROM recipe_food_categories WHERE recipe_id = ?1) AS categories,
              (SELECT count(*) FROM recipe_diets WHERE recipe_id = ?1) AS diets,
              (SELECT count(*) FROM recipe_contributors WHERE recipe_id = ?1) AS contributors,
              (SELECT count(*) FROM featured_recipes WHERE recipe_id = ?1) AS featured`,
      id,
      FIXTURE_IDS.dessert,
      FIXTURE_IDS.french,
      FIXTURE_IDS.baking,
    );
    expect(joins).toEqual({
      tags: 1,
      cuisines: 1,
      methods: 1,
      categories: 1,
      diets: 0,
      contributors: 1,
      featured: 1,
    });
    const equipment = await one<{ equipment_id: string; note: string }>(
      "SELECT equipment_id, note FROM equipment_usages WHERE recipe_id = ?",
      id,
    );
    expect(equipment).toEqual({ equipment_id: FIXTURE_IDS.oven, note: "Middle rack" });
    const inCollection = await all<{ slug: string }>(
      `SELECT r.slug FROM collection_recipes cr JOIN recipes r ON r.id = cr.recipe_id
        ORDER BY cr.position`,
    );
    expect(inCollection.map((r) => r.slug)).toEqual(["lemon-tart", "brown-butter-shortbread"]);
  });

  it("puts the pictures in R2 and describes them in images, cover first", async () => {
    const id = await recipeId("brown-butter-shortbread");
    const pictures = await all<{ key: string; width: number; height: number; lqip: string }>(
      `SELECT i.key, i.width, i.height, i.lqip FROM recipe_images ri
         JOIN images i ON i.id = ri.image_id WHERE ri.recipe_id = ? ORDER BY ri.position`,
      id,
    );
    expect(pictures).toHaveLength(2);
    const site = await one<{ id: string }>("SELECT id FROM sites WHERE slug = 'demo'");
    for (const picture of pictures) {
      expect(picture.key).toMatch(new RegExp(`^sites/${site.id}/images/[0-9a-f-]{36}\\.png$`));
      expect([picture.width, picture.height]).toEqual(SEED_IMAGE_SIZES.recipe);
      expect(picture.lqip).toMatch(/^data:image\/png;base64,/);
      const object = await env.MEDIA.get(picture.key);
      expect(object?.httpMetadata?.contentType).toBe("image/png");
      const bytes = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    }
    const stepImages = await one<{ n: number }>("SELECT count(*) AS n FROM instruction_images");
    expect(stepImages.n).toBe(1);
  });

  it("writes comments with replies, upvotes and hidden state", async () => {
    const rows = await all<{
      level: number;
      parent: string | null;
      hidden: number;
      upvotes: number;
    }>(
      `SELECT c.level, p.id AS parent, c.hidden_at IS NOT NULL AS hidden,
              (SELECT count(*) FROM comment_upvotes v WHERE v.comment_id = c.id) AS upvotes
         FROM comments c LEFT JOIN comments p ON p.id = c.parent_id ORDER BY c.created_at`,
    );
    expect(rows.map(({ level, hidden, upvotes }) => ({ level, hidden, upvotes }))).toEqual([
      { level: 1, hidden: 0, upvotes: 2 },
      { level: 2, hidden: 0, upvotes: 0 },
      { level: 1, hidden: 1, upvotes: 0 },
    ]);
    expect(rows[1]?.parent).toEqual(expect.any(String));
  });

  it("writes ratings, a review's linked to its comment, into the recipes' totals", async () => {
    const totals = await all<{ slug: string; count: number; sum: number; reviews: number }>(
      `SELECT r.slug, t.rating_count AS count, t.rating_sum AS sum, t.review_count AS reviews
         FROM recipe_rating_totals t JOIN recipes r ON r.id = t.recipe_id ORDER BY r.slug`,
    );
    expect(totals).toEqual([
      { slug: "brown-butter-shortbread", count: 1, sum: 5, reviews: 1 },
      { slug: "lemon-tart", count: 1, sum: 3, reviews: 0 },
    ]);
    const review = await one<{ text: string }>(
      `SELECT c.content AS text FROM recipe_ratings g JOIN comments c ON c.id = g.comment_id`,
    );
    expect(review.text).toContain("Lovely.");
  });

  it("writes a sent newsletter's counts, its delivery rows already pruned", async () => {
    const send = await one<{
      slug: string;
      status: string;
      sent: number;
      opened: number;
      links: string;
      pruned: number | null;
      sentAt: number;
    }>(
      `SELECT r.slug, s.status, s.sent_count AS sent, s.opened_count AS opened,
              s.link_readers AS links, s.deliveries_pruned_at AS pruned, s.sent_at AS sentAt
         FROM newsletter_sends s JOIN recipes r ON r.id = s.recipe_id`,
    );
    expect(send).toMatchObject({ slug: "lemon-tart", status: "sent", sent: 2, opened: 2 });
    expect(JSON.parse(send.links)).toEqual({ recipe: 1 });
    expect(send.pruned).toEqual(expect.any(Number));
    const deliveries = await one<{ n: number }>("SELECT count(*) AS n FROM newsletter_deliveries");
    expect(deliveries.n).toBe(0);
  });

  it("writes subscriptions, creating an account for a new subscriber", async () => {
    const subs = await all<{
      email: string;
      plan: string;
      price: number;
      cadence: string | null;
      end: number | null;
    }>(
      `SELECT s.email, s.plan, s.price_amount_cents AS price, s.cadence, s.current_period_end AS end
         FROM site_subscriptions s JOIN users u ON u.id = s.user_id ORDER BY s.created_at`,
    );
    expect(subs[0]).toMatchObject({
      email: "reader@example.com",
      plan: "monthly",
      price: 500,
      cadence: "month",
    });
    expect(subs[0]?.end).toBeGreaterThan(NOW.getTime());
    expect(subs[1]).toEqual({
      email: "new-subscriber@example.com",
      plan: "free",
      price: 0,
      cadence: null,
      end: null,
    });
  });

  it("fills the full-text index: ingredient words, title prefixes and accents", async () => {
    const search = async (match: string) =>
      (
        await all<{ slug: string }>(
          `SELECT r.slug FROM recipe_search s JOIN recipes r ON r.rowid = s.rowid
            WHERE recipe_search MATCH ? ORDER BY rank`,
          match,
        )
      ).map((r) => r.slug);
    expect(await search("flour")).toEqual(["brown-butter-shortbread"]);
    expect(await search("shortb*")).toEqual(["brown-butter-shortbread"]);
    expect(await search("lem*")).toEqual(["lemon-tart"]);
    expect(await search("creme")).toEqual(["brown-butter-shortbread"]); // diacritics folded
    expect(await search("holiday")).toEqual(["brown-butter-shortbread"]);

    // The triggers follow edits and deletes.
    await env.DB.prepare(
      "UPDATE recipes SET title = 'Meyer Lemon Tart' WHERE slug = 'lemon-tart'",
    ).run();
    expect(await search("meyer")).toEqual(["lemon-tart"]);
    await env.DB.prepare("DELETE FROM recipes WHERE slug = 'lemon-tart'").run();
    expect(await search("lem*")).toEqual([]);
  });

  it("rejects a second recipe with the same slug on the same site", async () => {
    const site = await one<{ id: string }>("SELECT id FROM sites WHERE slug = 'demo'");
    const insert = (slug: string) =>
      env.DB.prepare(
        `INSERT INTO recipes (id, site_id, slug, title, created_at, updated_at)
         VALUES (?, ?, ?, 'Again', 0, 0)`,
      )
        .bind(crypto.randomUUID(), site.id, slug)
        .run();
    await expect(insert("brown-butter-shortbread")).rejects.toThrow(/UNIQUE constraint failed/);
    await expect(insert("brown-butter-shortbread-2")).resolves.toBeTruthy();
  });

  it("refuses a rating by the site's owner, or of 6 stars, before writing anything", async () => {
    const [site] = fixtureDemo.sites;
    if (!site) throw new Error("fixture has no site");
    const rated = (author: string, stars: number) => ({
      reference: fixtureReference,
      demo: {
        ...fixtureDemo,
        sites: [{ ...site, ratings: [{ recipe: "lemon-tart", author, stars, hoursAgo: 1 }] }],
      },
    });
    await expect(loadSeed(env, rated("owner@example.com", 4), NOW)).rejects.toThrow(
      /by the site's owner/,
    );
    await expect(loadSeed(env, rated("reader@example.com", 6), NOW)).rejects.toThrow(
      /6 stars, not 1 to 5/,
    );
  });

  it("refuses a newsletter whose counts do not fit, or one too recent to be pruned", async () => {
    const [site] = fixtureDemo.sites;
    if (!site) throw new Error("fixture has no site");
    const sent = (daysAgo: number, opened: number) => ({
      reference: fixtureReference,
      demo: {
        ...fixtureDemo,
        sites: [
          {
            ...site,
            newsletters: [
              { recipe: "lemon-tart", daysAgo, sent: 2, opened, clicked: 0, links: {} },
            ],
          },
        ],
      },
    });
    await expect(loadSeed(env, sent(20, 3), NOW)).rejects.toThrow(/counts that fit/);
    await expect(loadSeed(env, sent(3, 1), NOW)).rejects.toThrow(/counts that fit/);
  });

  it("names the recipe and the slug when content refers to something unknown", async () => {
    const [site] = fixtureDemo.sites;
    if (!site) throw new Error("fixture has no site");
    const broken = {
      users: fixtureDemo.users,
      sites: [
        {
          ...site,
          slug: "broken",
          recipes: [
            {
              ...site.recipes[1],
              slug: "mystery-stew",
              ingredientGroups: [{ items: [{ ingredient: "unobtainium", qty: 1 }] }],
            },
          ],
          featuredRecipes: [],
          collections: [],
          comments: [],
        },
      ],
    } as typeof fixtureDemo;
    await expect(loadSeed(env, { reference: fixtureReference, demo: broken }, NOW)).rejects.toThrow(
      'recipe "broken/mystery-stew" refers to unknown ingredient "unobtainium"',
    );
    // Nothing was written for the broken site: planning fails before any write.
    expect(await all("SELECT id FROM sites WHERE slug = 'broken'")).toEqual([]);
  });
});

describe("deleting a site", () => {
  it("removes its content with it and keeps the platform catalogues", async () => {
    await env.DB.prepare("DELETE FROM sites WHERE slug = 'demo'").run();
    const left = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM recipes) AS recipes,
              (SELECT count(*) FROM ingredient_usages) AS usages,
              (SELECT count(*) FROM instructions) AS steps,
              (SELECT count(*) FROM images) AS images,
              (SELECT count(*) FROM comments) AS comments,
              (SELECT count(*) FROM site_subscriptions) AS subscriptions,
              (SELECT count(*) FROM recipe_search_docsize) AS indexed,
              (SELECT count(*) FROM ingredients) AS ingredients,
              (SELECT count(*) FROM users) AS users`,
    );
    expect(left).toEqual({
      recipes: 0,
      usages: 0,
      steps: 0,
      images: 0,
      comments: 0,
      subscriptions: 0,
      indexed: 0,
      ingredients: fixtureReference.ingredients.length,
      users: 4,
    });
    // The delete trigger kept the external-content index consistent with recipes.
    await env.DB.prepare(
      "INSERT INTO recipe_search (recipe_search) VALUES ('integrity-check')",
    ).run();
  });
});

describe("insertChunks", () => {
  it("keeps every INSERT under D1's bound-parameter limit", () => {
    const db = drizzle(env.DB);
    const rows = Array.from({ length: 95 }, (_, i) => ({ email: `p${i}@example.com` }));
    const statements = insertChunks(db, users, rows);
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      const { params } = (statement as unknown as { toSQL(): { params: unknown[] } }).toSQL();
      expect(params.length).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
    }
  });
});
