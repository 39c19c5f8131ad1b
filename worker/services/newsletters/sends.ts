import type { NewsletterRecipients } from "@schema/api/newsletter-recipients";
import { idempotencyKeyHeader } from "@schema/api/newsletters";
import { type NewsletterSend, newsletterSends } from "@schema/db/newsletters";
import { type Recipe, recipes } from "@schema/db/recipes";
import { and, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { ApiError, issuesFromZod } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { hit, NEWSLETTER_SENDS_PER_SITE } from "../limits/kv-windows";
import { getSiteRecipe } from "../recipes/kitchen-read";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";

/** A repeated POST with the same Idempotency-Key within this window returns the first send. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;

/** The optional Idempotency-Key header, checked like a body field. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKeyHeader.safeParse(header);
  if (!parsed.success) {
    throw new ApiError(
      "bad_request",
      "Some fields are not valid",
      issuesFromZod(parsed.error).map((issue) => ({ ...issue, path: "Idempotency-Key" })),
    );
  }
  return parsed.data;
}

/** 409 unless the site has the postal address bulk-mail law wants in every newsletter. */
export function requireMailingAddress(site: Pick<Site, "mailingAddress">): string {
  const address = site.mailingAddress?.trim();
  if (!address) {
    throw new ApiError(
      "mailing_address_required",
      "Add a mailing address in the site settings before sending a newsletter",
    );
  }
  return address;
}

/** The site's recipe a newsletter may be about: 404 for another site's, 409 for a draft. */
export async function sendableRecipe(db: Db, siteId: string, recipeId: string): Promise<Recipe> {
  const recipe = await getSiteRecipe(db, siteId, recipeId);
  if (!recipe.publishedAt) {
    throw new ApiError("recipe_not_published", "Publish the recipe before e-mailing it");
  }
  return recipe;
}

type NewSend = {
  recipeId: string;
  note: string | null;
  recipients: NewsletterRecipients;
  createdBy: string;
  idempotencyKey: string | null;
};

/**
 * Creates a send and queues its fan-out; answers at once. With an idempotency key, a
 * second call within 24 hours returns the first send (a double click or a client retry),
 * and the unique index on (site, key) settles two racing calls. An older send keeps its
 * record but gives its key up, so the key may start a new send. The send is the site's
 * row, in its database; its author's anchor is made there first (ADR 0014).
 */
export async function createSend(
  dbs: SiteDbs,
  env: Pick<Env, "JOBS" | "KV">,
  site: Site,
  input: NewSend,
  now = new Date(),
): Promise<NewsletterSend> {
  const db = dbs.site;
  await sendableRecipe(db, site.id, input.recipeId);
  requireMailingAddress(site);
  const { idempotencyKey } = input;
  if (idempotencyKey) {
    const earlier = await sendByKey(db, site.id, idempotencyKey);
    if (earlier && earlier.createdAt.getTime() > now.getTime() - IDEMPOTENCY_WINDOW_MS) {
      return earlier;
    }
    if (earlier) {
      await db
        .update(newsletterSends)
        .set({ idempotencyKey: null })
        .where(eq(newsletterSends.id, earlier.id));
    }
  }
  // Counted after the idempotency check: repeating a request is not sending again.
  await hit(env.KV, NEWSLETTER_SENDS_PER_SITE, site.id, now.getTime());
  await ensurePersonAnchor(dbs, input.createdBy);
  const [created] = await db
    .insert(newsletterSends)
    .values({
      siteId: site.id,
      recipeId: input.recipeId,
      note: input.note,
      recipients: input.recipients,
      createdBy: input.createdBy,
      idempotencyKey,
      // Counted as the site's setting says now, for the send's whole life.
      tracked: site.newsletterAnalytics,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Another request with the same key won the race: its send is the answer.
    const winner = idempotencyKey ? await sendByKey(db, site.id, idempotencyKey) : null;
    if (!winner) throw new Error("Newsletter send was neither created nor found");
    return winner;
  }
  await env.JOBS.send({
    type: "newsletter-fanout",
    sendId: created.id,
    siteId: site.id,
    after: null,
  });
  return created;
}

async function sendByKey(db: Db, siteId: string, key: string) {
  const [send] = await db
    .select()
    .from(newsletterSends)
    .where(and(eq(newsletterSends.siteId, siteId), eq(newsletterSends.idempotencyKey, key)))
    .limit(1);
  return send ?? null;
}

/** The site's sends with their recipe's title, newest first; one recipe's when asked. */
export async function listSends(db: Db, siteId: string, recipeId?: string) {
  return db
    .select({ send: newsletterSends, recipeTitle: recipes.title })
    .from(newsletterSends)
    .leftJoin(recipes, eq(recipes.id, newsletterSends.recipeId))
    .where(
      and(
        eq(newsletterSends.siteId, siteId),
        recipeId ? eq(newsletterSends.recipeId, recipeId) : undefined,
      ),
    )
    .orderBy(desc(newsletterSends.createdAt), desc(newsletterSends.id))
    .limit(200);
}

/**
 * Sends whose fan-out never started (the queue refused the message) or stalled: the cron
 * queues their fan-out again, in each database holding sites. Fan-out is idempotent, so an
 * extra message costs nothing.
 */
export async function requeueStalledSends(db: Db, env: Pick<Env, "JOBS">, now = new Date()) {
  const cutoff = new Date(now.getTime() - 10 * 60 * 1000);
  const stalled = await db
    .select({ id: newsletterSends.id, siteId: newsletterSends.siteId })
    .from(newsletterSends)
    .where(
      and(
        eq(newsletterSends.status, "queued"),
        lt(newsletterSends.createdAt, cutoff),
        gt(newsletterSends.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
        isNull(newsletterSends.sentAt),
      ),
    )
    .limit(50);
  if (!stalled.length) return 0;
  await env.JOBS.sendBatch(
    stalled.map((send) => ({
      body: {
        type: "newsletter-fanout" as const,
        sendId: send.id,
        siteId: send.siteId,
        after: null,
      },
    })),
  );
  return stalled.length;
}
