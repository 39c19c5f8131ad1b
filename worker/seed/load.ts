import { collectionRecipes, collections } from "@schema/db/collections";
import { comments, commentUpvotes } from "@schema/db/comments";
import { contributors, recipeContributors } from "@schema/db/contributors";
import { equipment } from "@schema/db/equipment";
import { images } from "@schema/db/images";
import { ingredients } from "@schema/db/ingredients";
import { newsletterSends } from "@schema/db/newsletters";
import { recipeRatings } from "@schema/db/ratings";
import { equipmentUsages } from "@schema/db/recipe-equipment";
import { ingredientUsageGroups, ingredientUsages } from "@schema/db/recipe-ingredients";
import { instructionGroups, instructionImages, instructions } from "@schema/db/recipe-instructions";
import { recipeNutrition } from "@schema/db/recipe-nutrition";
import {
  recipeCuisines,
  recipeDiets,
  recipeFoodCategories,
  recipeMeals,
  recipeMethods,
  recipeTags,
} from "@schema/db/recipe-taxonomies";
import { recipeImages, recipes } from "@schema/db/recipes";
import {
  events,
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  socialLinks,
} from "@schema/db/site-content";
import { siteMembers, sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { colorThemes, typeThemes } from "@schema/db/themes";
import { units } from "@schema/db/units";
import { users } from "@schema/db/users";
import type { Reference } from "@schema/reference/index";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { runInBatches, type SeedDb, type Statement } from "../lib/d1-batches";
import { type RenderImage, SeedImages } from "./load-images";
import { SeedPlan } from "./load-plan";
import { planReference, referenceLookup, taxonomyTables } from "./load-reference";
import { planSite, type SiteImageSettings } from "./load-sites";
import { SeedUsers } from "./load-users";
import type { DemoSeed } from "./types";

/**
 * Writes the reference catalogues and the demo content into D1 (and the generated
 * pictures into R2). Runs inside workerd (tests, the dev seed endpoint) and in Node
 * through wrangler's getPlatformProxy (scripts/seed.ts), so it uses only the bindings
 * and Web Crypto.
 */

export type SeedSummary = {
  users: number;
  sites: number;
  recipes: number;
  images: number;
  comments: number;
  subscriptions: number;
  statements: number;
};

/** Parents before children: foreign keys are checked at the end of every statement. */
const INSERT_ORDER = [
  units,
  ingredients,
  equipment,
  ...Object.values(taxonomyTables),
  colorThemes,
  typeThemes,
  users,
  sites,
  siteMembers,
  images,
  contributors,
  recipes,
  recipeNutrition,
  recipeImages,
  ingredientUsageGroups,
  ingredientUsages,
  instructionGroups,
  instructions,
  instructionImages,
  equipmentUsages,
  recipeTags,
  recipeMethods,
  recipeFoodCategories,
  recipeMeals,
  recipeCuisines,
  recipeDiets,
  recipeContributors,
  featuredRecipes,
  collections,
  collectionRecipes,
  events,
  links,
  headerLinks,
  socialLinks,
  productLinks,
  comments,
  commentUpvotes,
  recipeRatings,
  siteSubscriptions,
  newsletterSends,
];

/**
 * True once the reference catalogues are in: the loader writes them first. Content is
 * checked in full before that first write, so bad seed content never leaves a half-seeded
 * database that this would mistake for a seeded one. The platform's ingredients tell, not its
 * units: migrations add later units (informal measures) to every database, seeded or not.
 */
export async function isSeeded(db: D1Database): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS seeded FROM ingredients WHERE site_id IS NULL LIMIT 1")
    .first<{ seeded: 1 }>();
  return row !== null;
}

/** `options.renderImage` lets a caller swap the (CPU-heavy) picture painter. */
export async function loadSeed(
  env: { DB: D1Database; MEDIA: R2Bucket },
  input: { reference: Reference; demo: DemoSeed },
  now: Date = new Date(),
  options: { renderImage?: RenderImage } = {},
): Promise<SeedSummary> {
  const db: SeedDb = drizzle(env.DB);
  const plan = new SeedPlan();
  const ref = referenceLookup(input.reference);
  const seedUsers = new SeedUsers(plan, now);
  const seedImages = new SeedImages();

  // 1. Plan every row. Pure: any unknown slug, key or e-mail throws here, before I/O.
  planReference(plan, input.reference);
  seedUsers.addAll(input.demo.users, ref);
  const siteImages: SiteImageSettings[] = [];
  const siteSlugs = new Set<string>();
  for (const site of input.demo.sites) {
    if (siteSlugs.has(site.slug)) throw new Error(`Seed: two sites have the slug "${site.slug}"`);
    siteSlugs.add(site.slug);
    siteImages.push(planSite({ now, plan, images: seedImages, ref, users: seedUsers }, site));
  }

  // 2. Paint the pictures into R2; their rows join the plan.
  plan.add(images, await seedImages.upload(env.MEDIA, options.renderImage));

  // 3. Write. Sites point at their images only once both exist.
  const statements: Statement[] = [
    ...plan.statements(db, INSERT_ORDER),
    ...siteImages
      .filter((s) => s.featuredImageId !== null)
      .map((s) =>
        db
          .update(sites)
          .set({ featuredImageId: s.featuredImageId, updatedAt: now })
          .where(eq(sites.id, s.siteId)),
      ),
  ];
  await runInBatches(db, statements);

  return {
    users: seedUsers.count,
    sites: input.demo.sites.length,
    recipes: plan.count(recipes),
    images: plan.count(images),
    comments: plan.count(comments),
    subscriptions: plan.count(siteSubscriptions),
    statements: statements.length,
  };
}
