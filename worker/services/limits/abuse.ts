import { ApiError } from "../../errors";

/**
 * Burst limits on what people do on sites, per person and per IP, answering 429 with
 * Retry-After. ONE table: these numbers, and the [[ratelimits]] bindings in wrangler.toml
 * that carry them (abuse-limits.test.ts fails if the two disagree).
 *
 * Why the Workers Rate Limiting binding and not KV (services/limits/kv-windows.ts) for these: they
 * are bursts, hit many times a minute, and KV takes one write per second per key and has no
 * atomic increment, so concurrent requests read the same count and all pass. The binding
 * counts atomically where the request lands. Its window is 10 or 60 seconds only, so the
 * long windows that guard e-mail sending (sign-in links: 5 per address in 15 minutes; the
 * subscribe and newsletter mail) stay on KV, where a few slipping through costs little.
 *
 * Sized for people, not scripts: a reader never comments ten times in a minute or saves
 * thirty recipes in one; a script does. (The browser suite posts six comments in a row as
 * one reader, all from one IP: these leave it room.) Newsletter sign-ups and signed-out
 * subscriptions also keep their 15-minute KV limits per address and IP, which guard the
 * confirmation mail; the limits here catch the burst before it reaches them. The IP limits are wider because one office, one
 * household or the browser tests share an address; the per-person limit catches one
 * account going fast, the per-IP one many accounts (or many addresses) from one place.
 */
export const ABUSE_LIMITS = {
  comment: {
    perPerson: { binding: "RL_COMMENT_PERSON", limit: 10, period: 60 },
    perIp: { binding: "RL_COMMENT_IP", limit: 60, period: 60 },
  },
  // Stars on a recipe: a reader changing their mind a few times, not a script sweeping a site.
  rating: {
    perPerson: { binding: "RL_RATING_PERSON", limit: 20, period: 60 },
    perIp: { binding: "RL_RATING_IP", limit: 120, period: 60 },
  },
  upvote: {
    perPerson: { binding: "RL_UPVOTE_PERSON", limit: 30, period: 60 },
    perIp: { binding: "RL_UPVOTE_IP", limit: 120, period: 60 },
  },
  bookmark: {
    perPerson: { binding: "RL_BOOKMARK_PERSON", limit: 30, period: 60 },
    perIp: { binding: "RL_BOOKMARK_IP", limit: 120, period: 60 },
  },
  // POST subscriptions: free subscriptions and paid checkout alike.
  subscription: {
    perPerson: { binding: "RL_SUBSCRIPTION_PERSON", limit: 5, period: 60 },
    perIp: { binding: "RL_SUBSCRIPTION_IP", limit: 20, period: 60 },
  },
  newsletterSignup: {
    perPerson: { binding: "RL_NEWSLETTER_PERSON", limit: 3, period: 60 },
    perIp: { binding: "RL_NEWSLETTER_IP", limit: 20, period: 60 },
  },
  imageUploadUrl: {
    perPerson: { binding: "RL_UPLOAD_URL_PERSON", limit: 30, period: 60 },
    perIp: { binding: "RL_UPLOAD_URL_IP", limit: 120, period: 60 },
  },
  // The /contact form: each one is an e-mail in a creator's inbox, so the tightest limits.
  contactMessage: {
    perPerson: { binding: "RL_CONTACT_PERSON", limit: 3, period: 60 },
    perIp: { binding: "RL_CONTACT_IP", limit: 10, period: 60 },
  },
  // Recipe import (recipe-parse): each parse of an address fetches a page from the web. A
  // creator pasting a list of addresses reaches a few dozen a minute; a crawler far more.
  recipeParse: {
    perPerson: { binding: "RL_RECIPE_PARSE_PERSON", limit: 60, period: 60 },
    perIp: { binding: "RL_RECIPE_PARSE_IP", limit: 120, period: 60 },
  },
  // The platform home page's early sign-up: each one mails a confirmation link.
  earlySignup: {
    perPerson: { binding: "RL_EARLY_SIGNUP_PERSON", limit: 3, period: 60 },
    perIp: { binding: "RL_EARLY_SIGNUP_IP", limit: 10, period: 60 },
  },
  // Export requests (site and account): each one writes an archive of everything to R2.
  dataExport: {
    perPerson: { binding: "RL_EXPORT_PERSON", limit: 3, period: 60 },
    perIp: { binding: "RL_EXPORT_IP", limit: 10, period: 60 },
  },
  // The kitchen's subscriber import: each upload URL and each import is a file of up to
  // 64 MB in R2 and a job reading it; a creator uploads a handful, a script many.
  subscriberImport: {
    perPerson: { binding: "RL_SUBSCRIBER_IMPORT_PERSON", limit: 10, period: 60 },
    perIp: { binding: "RL_SUBSCRIBER_IMPORT_IP", limit: 30, period: 60 },
  },
  // The reader's units (site-unit-preferences.ts): one write per switch on a recipe page; a
  // reader flips a few times while cooking, a script thousands.
  unitPreferences: {
    perPerson: { binding: "RL_UNIT_PREFERENCES_PERSON", limit: 30, period: 60 },
    perIp: { binding: "RL_UNIT_PREFERENCES_IP", limit: 120, period: 60 },
  },
  // The shopping list (routes/shopping-list.ts): a reader ticking off a trolley's worth of
  // lines in a minute, or a queue of offline edits replayed at once; not a script's thousands.
  shoppingList: {
    perPerson: { binding: "RL_SHOPPING_LIST_PERSON", limit: 120, period: 60 },
    perIp: { binding: "RL_SHOPPING_LIST_IP", limit: 300, period: 60 },
  },
  // Personal API tokens (middleware/api-token.ts): every call a script makes, per token.
  apiToken: {
    perPerson: { binding: "RL_API_TOKEN", limit: 120, period: 60 },
    perIp: { binding: "RL_API_TOKEN_IP", limit: 240, period: 60 },
  },
} as const;

export type AbuseAction = keyof typeof ABUSE_LIMITS;
type Rule = (typeof ABUSE_LIMITS)[AbuseAction]["perPerson" | "perIp"];
export type AbuseLimitBinding = Rule["binding"];

const MESSAGE = "You're doing that too often. Please wait a moment and try again.";

/** Seconds until the binding's window rolls over (windows follow the wall clock). */
const secondsLeft = (period: number, now: number) =>
  Math.max(1, period - (Math.floor(now / 1000) % period));

/**
 * Counts one `action` by `person` (a user id, or the e-mail address a signed-out visitor
 * gave) from `ip`; throws 429 when either is over its limit. Keys carry the action so two
 * actions sharing a person never share a count.
 */
export async function enforceAbuseLimit(
  env: { [binding in AbuseLimitBinding]: RateLimit },
  action: AbuseAction,
  who: { person: string; ip: string },
  now = Date.now(),
) {
  const { perPerson, perIp } = ABUSE_LIMITS[action];
  const [person, ip] = await Promise.all([
    env[perPerson.binding].limit({ key: `${action}:person:${who.person}` }),
    env[perIp.binding].limit({ key: `${action}:ip:${who.ip}` }),
  ]);
  const over = [person.success ? null : perPerson, ip.success ? null : perIp].filter(
    (rule): rule is Rule => rule !== null,
  );
  if (over.length > 0) {
    const retryAfter = Math.max(...over.map((rule) => secondsLeft(rule.period, now)));
    throw new ApiError("rate_limited", MESSAGE, undefined, retryAfter);
  }
}

/** The caller's IP as Cloudflare (or the web app, forwarding it) names it. */
export const clientIp = (c: { req: { header: (name: string) => string | undefined } }) =>
  c.req.header("CF-Connecting-IP") ?? "unknown";
