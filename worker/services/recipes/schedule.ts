import { canonicalTimeZone } from "@schema/api/event-time";
import { UNTITLED_RECIPE } from "@schema/api/manage-recipes";
import {
  type recipeScheduleBody,
  SCHEDULE_MAX_DAYS,
  type ScheduledRecipe,
} from "@schema/api/recipe-schedules";
import { type Recipe, recipes } from "@schema/db/recipes";
import { scheduledPublications } from "@schema/db/scheduled-publications";
import { sites } from "@schema/db/sites";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { ApiError, notFound } from "../../errors";
import {
  everySiteDatabase,
  type SiteDatabases,
  type SiteDbs,
  siteWithDbs,
} from "../../lib/site-databases";
import { createSend, requireMailingAddress } from "../newsletters/sends";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { changeWithNewVersion } from "../sites/content-version";
import type { Site } from "../sites/lookup";

/**
 * Scheduled publishing: a draft publishes itself at a time, and is e-mailed then
 * if asked. The API's cron (every minute, worker/index.ts) publishes what is due.
 */

const DAY_MS = 24 * 3600 * 1000;
/** A claim older than this belongs to a run that died; the next run may take the row. */
export const SCHEDULE_CLAIM_LEASE_MS = 5 * 60 * 1000;
/** A row that failed this many runs is left for the kitchen to see instead of retried. */
export const SCHEDULE_MAX_ATTEMPTS = 5;
/** Due rows one cron run takes on (D1 allows 1,000 queries per invocation). */
const DUE_PER_RUN = 50;

const invalid = (path: string, message: string) =>
  new ApiError("bad_request", "Some fields are not valid", [{ path, message }]);

/**
 * Sets (or changes) when a draft publishes; a published recipe cannot be scheduled. The
 * schedule is the site's row, its author's anchor made there first (ADR 0014).
 */
export async function scheduleRecipe(
  dbs: SiteDbs,
  site: Site,
  recipe: Recipe,
  body: z.output<typeof recipeScheduleBody>,
  createdBy: string,
  now = new Date(),
) {
  if (recipe.publishedAt) {
    throw new ApiError("conflict", "This recipe is already published");
  }
  // As Publish does: a draft may have no title yet, a published recipe must (its page's name).
  if (!recipe.title.trim()) throw invalid("title", UNTITLED_RECIPE);
  const publishAt = new Date(body.publishAt);
  if (publishAt.getTime() <= now.getTime()) {
    throw invalid("publishAt", "Choose a time in the future");
  }
  if (publishAt.getTime() > now.getTime() + SCHEDULE_MAX_DAYS * DAY_MS) {
    throw invalid("publishAt", `Choose a time within ${SCHEDULE_MAX_DAYS} days`);
  }
  // As with publishing now: a newsletter that could not go out is refused up front.
  if (body.newsletter) requireMailingAddress(site);
  const values = {
    publishAt,
    timeZone: canonicalTimeZone(body.timeZone ?? "UTC"),
    sendNewsletter: Boolean(body.newsletter),
    newsletterNote: body.newsletter?.note ?? null,
    newsletterRecipients: body.newsletter?.recipients ?? "everyone",
    createdBy,
    claimedAt: null,
    attempts: 0,
  };
  await ensurePersonAnchor(dbs, createdBy);
  await dbs.site
    .insert(scheduledPublications)
    .values({ siteId: site.id, recipeId: recipe.id, ...values })
    .onConflictDoUpdate({ target: scheduledPublications.recipeId, set: values });
}

/** Cancels a recipe's schedule; 404 when it has none. */
export async function cancelSchedule(db: Db, site: Site, recipeId: string) {
  const [gone] = await db
    .delete(scheduledPublications)
    .where(
      and(eq(scheduledPublications.siteId, site.id), eq(scheduledPublications.recipeId, recipeId)),
    )
    .returning({ id: scheduledPublications.id });
  if (!gone) throw notFound("Schedule");
}

/** The kitchen's list: the site's scheduled recipes, soonest first. */
export async function scheduledRecipes(db: Db, siteId: string): Promise<ScheduledRecipe[]> {
  const rows = await db
    .select({ schedule: scheduledPublications, title: recipes.title })
    .from(scheduledPublications)
    .innerJoin(recipes, eq(recipes.id, scheduledPublications.recipeId))
    // A recipe published by hand before its time is no longer waiting.
    .where(and(eq(scheduledPublications.siteId, siteId), isNull(recipes.publishedAt)))
    .orderBy(asc(scheduledPublications.publishAt), asc(scheduledPublications.id));
  return rows.map(({ schedule, title }) => ({
    recipeId: schedule.recipeId,
    title,
    publishAt: schedule.publishAt.toISOString(),
    timeZone: schedule.timeZone,
    newsletter: schedule.sendNewsletter
      ? { note: schedule.newsletterNote, recipients: schedule.newsletterRecipients }
      : null,
  }));
}

const hasTitle = sql`trim(${recipes.title}) <> ''`;

async function isUntitledDraft(db: Db, siteId: string, recipeId: string) {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.id, recipeId),
        eq(recipes.siteId, siteId),
        isNull(recipes.publishedAt),
        sql`trim(${recipes.title}) = ''`,
      ),
    );
  return Boolean(row);
}

const claimable = (now: Date) =>
  and(
    lte(scheduledPublications.publishAt, now),
    lt(scheduledPublications.attempts, SCHEDULE_MAX_ATTEMPTS),
    // A deleted site publishes nothing and mails nobody while its undo window runs (its
    // directory row says so; a moved site's is checked again on the platform's, below).
    sql`${scheduledPublications.siteId} not in (select ${sites.id} from ${sites} where ${sites.deletedAt} is not null)`,
    or(
      isNull(scheduledPublications.claimedAt),
      lt(scheduledPublications.claimedAt, new Date(now.getTime() - SCHEDULE_CLAIM_LEASE_MS)),
    ),
  );

/**
 * The cron's work, in every database holding sites: every due schedule is claimed by a
 * conditional UPDATE (only one run can win it), published, e-mailed if asked, and deleted.
 * Each step may be repeated safely: publishing touches only a draft, and the newsletter
 * carries an idempotency key made from the schedule, so a run retried after dying midway
 * publishes and sends once.
 */
export async function publishDueRecipes(
  databases: SiteDatabases,
  env: Pick<Env, "JOBS" | "KV">,
  now = new Date(),
): Promise<{ published: number }> {
  const counts = await Promise.all(
    (await everySiteDatabase(databases)).map((db) => publishDueIn(databases, db, env, now)),
  );
  return { published: counts.reduce((sum, count) => sum + count, 0) };
}

async function publishDueIn(
  databases: SiteDatabases,
  db: Db,
  env: Pick<Env, "JOBS" | "KV">,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: scheduledPublications.id })
    .from(scheduledPublications)
    .where(claimable(now))
    .orderBy(asc(scheduledPublications.publishAt))
    .limit(DUE_PER_RUN);
  let published = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(scheduledPublications)
      .set({ claimedAt: now, attempts: sql`${scheduledPublications.attempts} + 1` })
      .where(and(eq(scheduledPublications.id, id), claimable(now)))
      .returning();
    if (!claimed) continue; // another run has it
    try {
      const found = await siteWithDbs(databases, claimed.siteId);
      // The row of a site now held elsewhere is a leftover of its move: that database's run
      // publishes it.
      if (!found || found.dbs.site !== db) continue;
      const { site, dbs } = found;
      if (site.deletedAt || site.movingSince) {
        // Deleted since its anchor here was written, or being moved: wait, unclaimed.
        await db
          .update(scheduledPublications)
          .set({ claimedAt: null, attempts: claimed.attempts - 1 })
          .where(eq(scheduledPublications.id, claimed.id));
        continue;
      }
      const [made] = await changeWithNewVersion(dbs, site.id, [
        db
          .update(recipes)
          .set({
            publishedAt: claimed.publishAt,
            ...(claimed.sendNewsletter ? { newsletterNote: claimed.newsletterNote } : {}),
          })
          .where(
            and(
              eq(recipes.id, claimed.recipeId),
              eq(recipes.siteId, site.id),
              isNull(recipes.publishedAt),
              hasTitle,
            ),
          )
          .returning({ id: recipes.id }),
      ]);
      if (made.length === 0 && (await isUntitledDraft(db, site.id, claimed.recipeId))) {
        // Its title was emptied after it was scheduled. Failed, not skipped: the row stays
        // and is retried (the author may type one), then left for the kitchen to see.
        throw new Error("The scheduled draft has no title");
      }
      if (made.length > 0) published++;
      // Published some other way before its time (the kitchen's Publish): nothing is due.
      // On a retry (attempts > 1) the first run may have published it: the send is keyed.
      const publishedElsewhere = made.length === 0 && claimed.attempts === 1;
      if (claimed.sendNewsletter && !publishedElsewhere) {
        await createSend(
          dbs,
          env,
          site,
          {
            recipeId: claimed.recipeId,
            note: claimed.newsletterNote,
            recipients: claimed.newsletterRecipients,
            createdBy: claimed.createdBy ?? site.ownerId,
            idempotencyKey: `scheduled-${claimed.id}`,
          },
          now,
        );
      }
      await db
        .delete(scheduledPublications)
        .where(
          and(eq(scheduledPublications.id, claimed.id), eq(scheduledPublications.claimedAt, now)),
        );
    } catch (error) {
      // The row stays claimed; a later run retries it once the lease has passed.
      console.error(`Scheduled publish ${claimed.id} failed`, error);
    }
  }
  return published;
}
