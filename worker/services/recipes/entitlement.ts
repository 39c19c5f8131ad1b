import type { IngredientUsageGroupView, RecipeAccess, RecipeDetail } from "@schema/api/public-read";
import { recipeGifts } from "@schema/db/recipe-gifts";
import { siteMembers } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { and, eq, gt, inArray, isNotNull, or, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../env";
import { type SiteDbs, unmoved } from "../../lib/site-databases";
import type { Session } from "../identity/sessions";
import { unitIdsIn } from "./unit-ids";

/** A recipe as its page shows it in full; this module decides how much of it is sent. */
export type FullRecipe = Omit<RecipeDetail, "access">;

/**
 * The server-side paywall (docs/architecture.md §4). Whoever is not entitled to a subscriber-only
 * recipe receives a preview built here, so the full text never leaves the API for them.
 */

/** Ingredient lines a locked recipe still shows, counted over all its groups. */
export const PREVIEW_INGREDIENT_LINES = 5;

/** Paid plans that open subscriber-only recipes, and the states in which they still do. */
export const PAID_PLANS = ["monthly", "yearly"] as const;
export const ENTITLING_STATUSES = ["active", "trialing", "past_due"] as const;

/**
 * Whether a subscription in this state opens subscriber-only recipes: active, trialing, or
 * past_due while Stripe still retries the payment. canceled, unpaid, incomplete and
 * incomplete_expired do not. The webhooks use the same rule to decide what they may replace.
 */
export const statusEntitles = (status: string) =>
  (ENTITLING_STATUSES as readonly string[]).includes(status);

/** A comp (free paid access a manager gave) that has not run out. */
const compActive = (compUntil: Date | null | undefined, now: Date) =>
  compUntil != null && compUntil.getTime() > now.getTime();

/** A live paid plan that Stripe bills (a comp is not one: a comped reader may still buy). */
export const paysForPlan = (row: { plan: string; status: string }) =>
  (PAID_PLANS as readonly string[]).includes(row.plan) && statusEntitles(row.status);

/** Whether a subscription opens subscriber-only recipes: a live paid plan, or a comp. */
export const entitlesPaid = (
  row: { plan: string; status: string; compUntil?: Date | null },
  now = new Date(),
) => paysForPlan(row) || compActive(row.compUntil, now);

/** entitlesPaid as a condition on site_subscriptions: a live paid plan, or a comp running. */
export const paidAccessWhere = (now: Date | SQLWrapper) =>
  or(
    and(
      inArray(siteSubscriptions.plan, PAID_PLANS),
      inArray(siteSubscriptions.status, ENTITLING_STATUSES),
    ),
    gt(siteSubscriptions.compUntil, now),
  );

/**
 * The session as this site sees it. A session signed in on another site is nobody here
 * (sessions are scoped to their host); platform sessions count everywhere.
 */
export function viewerOn(session: Session | null, siteId: string): Session | null {
  if (!session) return null;
  if (session.siteId !== null && session.siteId !== siteId) return null;
  return session;
}

/**
 * What a viewer holds on a site and one of its recipes: a manager's seat, a paid plan (or
 * comp), or this recipe given to them as a gift (worker/services/gifts), which opens only it.
 */
export type ViewerRights = { manager: boolean; paidSubscriber: boolean; gifted: boolean };

export const NO_RIGHTS: ViewerRights = { manager: false, paidSubscriber: false, gifted: false };

/**
 * The three lookups behind a viewer's rights, for a caller's batch. The site and recipe ids
 * may be subqueries (the recipe page keys everything on slugs); a user id of "" matches nobody.
 * `now` decides whether a comp still runs: a prepared batch, whose SQL and values are built
 * once per isolate, passes a placeholder filled with each request's time (milliseconds), or a
 * comp that ran out after the isolate started would still count.
 */
export function viewerRightsQueries(
  db: Db,
  siteId: string | SQL,
  userId: string | SQLWrapper,
  recipeId: string | SQL,
  now: Date | SQLWrapper = new Date(),
) {
  return [
    db
      .select({ role: siteMembers.role })
      .from(siteMembers)
      .where(and(eq(siteMembers.siteId, siteId), eq(siteMembers.userId, userId)))
      .limit(1),
    db
      .select({ id: siteSubscriptions.id })
      .from(siteSubscriptions)
      .where(
        and(
          eq(siteSubscriptions.siteId, siteId),
          eq(siteSubscriptions.userId, userId),
          paidAccessWhere(now),
        ),
      )
      .limit(1),
    // A gift opened by this account: the grant stays whatever the giver's plan does later.
    db
      .select({ id: recipeGifts.id })
      .from(recipeGifts)
      .where(
        and(
          eq(recipeGifts.siteId, siteId),
          eq(recipeGifts.recipeId, recipeId),
          eq(recipeGifts.recipientUserId, userId),
          isNotNull(recipeGifts.redeemedAt),
        ),
      )
      .limit(1),
  ] as const;
}

/**
 * One account's rights on one recipe, read where each part lives (ADR 0014): its staff
 * role from the platform, its plan and gifts from the site's database; one batch for a site
 * not moved.
 */
export async function viewerRights(
  dbs: SiteDbs,
  siteId: string,
  userId: string,
  recipeId: string,
): Promise<ViewerRights> {
  const [membership] = viewerRightsQueries(dbs.platform, siteId, userId, recipeId);
  const [, paid, gifted] = viewerRightsQueries(dbs.site, siteId, userId, recipeId);
  if (unmoved(dbs)) return rightsOf(...(await dbs.site.batch([membership, paid, gifted])));
  const [[staff], [plan, gift]] = await Promise.all([
    dbs.platform.batch([membership]),
    dbs.site.batch([paid, gifted]),
  ]);
  return rightsOf(staff, plan, gift);
}

export const rightsOf = (
  membership: readonly unknown[],
  paid: readonly unknown[],
  gifted: readonly unknown[],
): ViewerRights => ({
  manager: membership.length > 0,
  paidSubscriber: paid.length > 0,
  gifted: gifted.length > 0,
});

/** Who may read this recipe in full, and why. `preview` is a manager's ?preview=true. */
export function recipeAccess(
  privacySetting: FullRecipe["privacySetting"],
  rights: ViewerRights,
  preview: boolean,
): RecipeAccess {
  // Anything but "public" is treated as subscriber-only (docs/spec/visitor-experience.md §3).
  if (privacySetting === "public") return { full: true, reason: "public" };
  if (preview && rights.manager) return { full: true, reason: "preview" };
  if (rights.manager) return { full: true, reason: "manager" };
  if (rights.paidSubscriber) return { full: true, reason: "paid_subscriber" };
  if (rights.gifted) return { full: true, reason: "gift" };
  return { full: false, reason: "locked" };
}

/** The first few ingredient lines over all groups; groups left without a line go. */
function firstLines(groups: readonly IngredientUsageGroupView[], limit: number) {
  const kept: IngredientUsageGroupView[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    const lines = group.ingredientUsages.slice(0, left);
    left -= lines.length;
    // Group notes are the author's extra instructions: part of the locked content.
    if (lines.length)
      kept.push({ id: group.id, title: group.title, note: null, ingredientUsages: lines });
  }
  return kept;
}

/**
 * The paywall preview of a subscriber-only recipe. Every field is named on purpose, so a
 * field added to RecipeDetail later fails to compile here until someone decides whether a
 * locked viewer may have it.
 */
export function lockedPreview(recipe: FullRecipe): RecipeDetail {
  const ingredientUsageGroups = firstLines(recipe.ingredientUsageGroups, PREVIEW_INGREDIENT_LINES);
  const shown = {
    id: recipe.id,
    slug: recipe.slug,
    title: recipe.title,
    publishedAt: recipe.publishedAt,
    privacySetting: recipe.privacySetting,
    images: recipe.images,
    prepTimeMinutes: recipe.prepTimeMinutes,
    cookTimeMinutes: recipe.cookTimeMinutes,
    customTimeMinutes: recipe.customTimeMinutes,
    categories: recipe.categories,
    cuisines: recipe.cuisines,
    meals: recipe.meals,
    description: recipe.description,
    storyExcerpt: recipe.storyExcerpt,
    storyMore: recipe.storyMore,
    // The story is the recipe's open door, told or read aloud: a locked viewer hears it too.
    storyAudio: recipe.storyAudio,
    note: null,
    video: recipe.video,
    customTimeLabel: recipe.customTimeLabel,
    yieldServings: recipe.yieldServings,
    servingDescription: recipe.servingDescription,
    difficultyLevel: recipe.difficultyLevel,
    keywords: recipe.keywords,
    methods: recipe.methods,
    diets: recipe.diets,
    tags: recipe.tags,
    contributors: recipe.contributors,
    ingredientUsageCount: recipe.ingredientUsageCount,
    ingredientUsageGroups,
    instructionGroups: [],
    equipmentUsages: recipe.equipmentUsages,
    legacyRecipeData: null,
    // The label is computed from every line, so it tells what the hidden lines hold.
    nutrition: null,
    updatedAt: recipe.updatedAt,
  } satisfies Omit<RecipeDetail, "units" | "access">;
  const unitIds = unitIdsIn(shown, ingredientUsageGroups);
  return {
    ...shown,
    units: recipe.units.filter((unit) => unitIds.has(unit.id)),
    access: { full: false, reason: "locked" },
  };
}

/** The recipe as this viewer may receive it. */
export function forViewer(recipe: FullRecipe, access: RecipeAccess): RecipeDetail {
  return access.full ? { ...recipe, access } : lockedPreview(recipe);
}
