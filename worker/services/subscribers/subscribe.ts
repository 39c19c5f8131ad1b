import { nextPath } from "@schema/api/common";
import { INVALID_EMAIL_MESSAGE } from "@schema/api/email-pattern";
import type {
  SubscribeResponse,
  SubscriptionState,
  subscribeBody,
} from "@schema/api/subscriptions";
import { type SiteSubscription, siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Env } from "../../env";
import { ApiError } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import type { Session, SessionUser } from "../identity/sessions";
import { requestMagicLink } from "../identity/sign-in";
import { hit, type Limit } from "../limits/kv-windows";
import { priceFor, startCheckout } from "../payments/checkout";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { type Site, siteHosts } from "../sites/lookup";
import { queueFreeSubscriberNews } from "./notice-mail";

/**
 * Subscribing to a site (docs/spec/visitor-experience.md §4 "Subscribe flow", "Newsletter modal").
 * The free plan is handled here; paid plans go to Stripe Checkout (payments/checkout.ts).
 */

/** Statuses in which a subscription still counts (as in users.ts and entitlement.ts). */
const CURRENT = ["active", "trialing", "past_due"] as const;
const isCurrent = (row: SiteSubscription) => (CURRENT as readonly string[]).includes(row.status);

/**
 * Subscribing by e-mail creates accounts and sends mail, so it is limited like sign-in:
 * per address and site, and per client address. The footer form and the subscribe page
 * share the budget.
 */
export const SUBSCRIBE_PER_EMAIL: Limit = { name: "subscribe-email", max: 5, windowSeconds: 900 };
export const SUBSCRIBE_PER_IP: Limit = { name: "subscribe-ip", max: 30, windowSeconds: 900 };

export async function limitSubscribeByEmail(env: Env, site: Site, email: string, clientIp: string) {
  await hit(env.KV, SUBSCRIBE_PER_IP, clientIp);
  await hit(env.KV, SUBSCRIBE_PER_EMAIL, `${site.id}:${email}`);
}

const stateOf = (row: SiteSubscription): SubscriptionState => ({
  plan: row.plan,
  status: row.status,
});

/**
 * Puts the person on the site's free plan with the newsletter on. A current subscription
 * keeps its plan (a paid one is never downgraded) and only turns the newsletter on; a
 * canceled or unfinished one becomes a current free one again.
 */
export async function subscribeFree(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  user: Pick<SessionUser, "id" | "email">,
): Promise<SiteSubscription> {
  const db = dbs.site;
  await ensurePersonAnchor(dbs, user.id);
  const [inserted] = await db
    .insert(siteSubscriptions)
    .values({
      siteId: site.id,
      userId: user.id,
      email: user.email,
      plan: "free",
      status: "active",
      priceAmountCents: 0,
      newsletterOptIn: true,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await queueFreeSubscriberNews(env, inserted);
    return inserted;
  }
  const mine = and(eq(siteSubscriptions.siteId, site.id), eq(siteSubscriptions.userId, user.id));
  const [existing] = await db.select().from(siteSubscriptions).where(mine).limit(1);
  if (!existing) throw new Error("Subscription vanished between insert and select");
  const returning = !isCurrent(existing);
  const [updated] = await db
    .update(siteSubscriptions)
    .set(
      !returning
        ? { newsletterOptIn: true }
        : {
            plan: "free",
            status: "active",
            priceAmountCents: 0,
            cadence: null,
            currentPeriodEnd: null,
            canceledAt: null,
            email: user.email,
            newsletterOptIn: true,
          },
    )
    .where(eq(siteSubscriptions.id, existing.id))
    .returning();
  // A reader back after leaving is news again; one who only turned the newsletter on is not.
  if (returning && updated) await queueFreeSubscriberNews(env, updated);
  return updated ?? existing;
}

/** Origin and path of a page address on one of the site's hosts; null for anything else. */
function pathOnSite(address: string | undefined, hosts: readonly string[]) {
  const url = address ? URL.parse(address) : null;
  if (!url || !hosts.includes(url.host)) return null;
  return { origin: url.origin, next: nextPath.parse(`${url.pathname}${url.search}`) };
}

type SubscribeRequest = {
  site: Site;
  viewer: Session | null;
  body: z.output<typeof subscribeBody>;
  clientIp: string;
};

export type SubscribeOutcome = { status: 200 | 201; body: SubscribeResponse };

/**
 * POST {siteSlug}/subscriptions. Signed in: the account is subscribed (the form's e-mail
 * is locked to the account's and ignored here). Signed out: an address that already has
 * an account answers account_already_exists (the page offers to sign in); a new one gets
 * an account and the subscription when the sign-up link it is mailed is used; the link
 * lands on nextLogin when that is one of the site's own addresses.
 */
export async function subscribe(dbs: SiteDbs, env: Env, request: SubscribeRequest) {
  const { site, viewer, body } = request;
  const db = dbs.platform;
  if (body.plan !== "free") return subscribePaid(dbs, env, request, body.plan);
  if (viewer) {
    const row = await subscribeFree(dbs, env, site, viewer.user);
    return { status: 200, body: { subscription: stateOf(row) } } satisfies SubscribeOutcome;
  }
  const email = body.email;
  if (!email) {
    throw new ApiError("bad_request", "Some fields are not valid", [
      { path: "email", message: INVALID_EMAIL_MESSAGE },
    ]);
  }
  // Limited before the account lookup, so the 409 cannot be used to sweep addresses.
  await limitSubscribeByEmail(env, site, email, request.clientIp);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    throw new ApiError("account_already_exists", "An account already exists for this email.");
  }
  const landing = pathOnSite(body.nextLogin, await siteHosts(db, env, site));
  // The mail goes first: if it cannot be sent (or sign-in's own limit refuses it) nothing
  // was created and the visitor can simply try again. The link also carries the subscribe
  // flag, so confirming it subscribes the person even if the writes below were lost.
  await requestMagicLink(db, env, {
    site,
    email,
    next: landing?.next ?? "/",
    purpose: "sign-up",
    subscribe: true,
    callbackUrl: landing ? `${landing.origin}/sign-in/callback` : undefined,
    clientIp: request.clientIp,
  });
  // Double opt-in: the account and the subscription are made only when the
  // link above is used (completeSignIn honours its subscribe flag), so an address typed
  // here by somebody else is never subscribed.
  return {
    status: 201,
    body: { accountCreated: true, confirmationRequired: true },
  } satisfies SubscribeOutcome;
}

/**
 * A paid plan: a Checkout Session for the account, or for the e-mail of a signed-out
 * visitor (who gets an account when the payment lands). As with the free plan, an address
 * that already has an account must sign in first.
 */
async function subscribePaid(
  dbs: SiteDbs,
  env: Env,
  request: SubscribeRequest,
  plan: "monthly" | "yearly",
): Promise<SubscribeOutcome> {
  const { site, viewer, body } = request;
  const db = dbs.platform;
  priceFor(site, plan); // a plan the site does not sell is refused before anything else
  const checkout = { site, plan, nextPaid: body.nextPaid, back: body.return };
  if (viewer) {
    const payer = { email: viewer.user.email, userId: viewer.user.id };
    return { status: 200, body: await startCheckout(dbs, env, { ...checkout, payer }) };
  }
  const email = body.email;
  if (!email) {
    throw new ApiError("bad_request", "Some fields are not valid", [
      { path: "email", message: INVALID_EMAIL_MESSAGE },
    ]);
  }
  await limitSubscribeByEmail(env, site, email, request.clientIp);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    throw new ApiError("account_already_exists", "An account already exists for this email.");
  }
  const payer = { email, userId: null };
  return { status: 200, body: await startCheckout(dbs, env, { ...checkout, payer }) };
}
