import { routeMap } from "./route-map";

/**
 * Which host each page route lives on, and which routes each walking person must reach.
 * The lists start from every page route under web/app/routes, so a page added later is
 * required of the people who can use it without editing this file: a kitchen page of the
 * owner, any other new page of a site's visitors (the platform's own pages are named below,
 * so a new platform page goes in PLATFORM_PAGES). What a person cannot reach by clicking is
 * left out by name, each with the reason.
 */

/** Pages of the platform host only (the account area, the kitchen, sign-up of creators…). */
const PLATFORM_PAGES = new Set([
  "/kitchen",
  "/create",
  "/admin/early-signups",
  "/early-signups",
  "/early-signups/confirm",
  "/developers/api",
  "/_dev/mail",
  "/profile",
  "/bookmarks",
  "/subscriptions",
  "/api-tokens",
  "/your-data",
  "/delete-account",
  "/account-deleted",
  "/team-invitations/$token",
]);
/** Pages both kinds of host answer. */
const SHARED_PAGES = new Set([
  "/",
  "/sign-in",
  "/sign-up",
  "/sign-in/callback",
  "/terms",
  "/privacy",
  "/contact",
]);

const pages = routeMap().filter((route) => !route.resource && route.pattern !== "/*");

export const platformPages = pages
  .map((route) => route.pattern)
  .filter((p) => p.startsWith("/kitchen") || PLATFORM_PAGES.has(p) || SHARED_PAGES.has(p));
export const sitePages = pages
  .map((route) => route.pattern)
  .filter((p) => !p.startsWith("/kitchen") && !PLATFORM_PAGES.has(p));

/** Pages reached from an e-mail, a payment or a form sent, never by a link on a page. */
const BY_MAIL_OR_FORM: Record<string, string> = {
  "/sign-in/callback": "the link in the sign-in e-mail",
  "/confirm-subscription/$token": "the link in the subscription confirmation e-mail",
  "/unsubscribe/$token": "the link in a newsletter's footer",
  "/reply-emails/$token": "the link in the e-mail about a reply to the reader's comment",
  "/gift/$token": "the link in a recipe gift's e-mail",
  "/team-invitations/$token": "the link in the e-mail inviting someone to a site's team",
  "/early-signups/confirm": "the link in the early sign-up e-mail",
  "/subscribe/success":
    "after the free subscribe form is sent, which would add a subscriber other specs count",
  "/subscribe/success/$sessionId": "after paying on Stripe's Checkout, which the walks do not do",
  "/account-deleted": "after an account is deleted",
  "/welcome-back": "after a sign-in on a site that undoes the account's deletion",
  "/early-signups": "the answer to the platform home's early sign-up form",
  "/_dev/mail": "the local mailbox, a development tool and not part of the product",
};

const omit = (list: string[], reasons: Record<string, string>) =>
  list.filter((pattern) => !(pattern in reasons));

const key = (host: "platform" | "site") => (pattern: string) => `${host} ${pattern}`;

/** The kitchen pages of one site: every section, the editor and the new-recipe form. */
const kitchenOfSite = omit(
  platformPages.filter((p) => p.startsWith("/kitchen/$site")),
  {
    "/kitchen/$site": "never shown: it redirects to the site's recipe list",
    "/kitchen/$site/recipes/new":
      "for a typed address or a bookmark; the recipe list's New recipe button posts to it and opens the editor",
  },
);

/** A signed-out visitor: the platform's public pages and everything a site shows the public. */
export function signedOutRequired() {
  const platform = omit(
    platformPages.filter((p) => !p.startsWith("/kitchen")),
    {
      ...BY_MAIL_OR_FORM,
      "/create": "signed out, it sends to sign-in",
      "/admin/early-signups": "platform staff only",
      "/developers/api": "linked from the account area's API tokens page (signed in)",
      "/profile": "the account area sends a signed-out visitor to sign in",
      "/bookmarks": "the account area sends a signed-out visitor to sign in",
      "/subscriptions": "the account area sends a signed-out visitor to sign in",
      "/api-tokens": "the account area sends a signed-out visitor to sign in",
      "/your-data": "the account area sends a signed-out visitor to sign in",
      "/delete-account": "the account area sends a signed-out visitor to sign in",
      "/contact": "a site's page; the platform links none of its own",
    },
  ).map(key("platform"));
  const site = omit(sitePages, BY_MAIL_OR_FORM).map(key("site"));
  // Checkout: the site's /subscribe hands over to Stripe's hosted page (not paid).
  return [...platform, ...site, "stripe /c/pay/$session"];
}

/** The account area's pages, on the platform host. */
const ACCOUNT = [
  "/profile",
  "/bookmarks",
  "/subscriptions",
  "/api-tokens",
  "/your-data",
  "/delete-account",
];

/** A paid subscriber of the demo site, signed in on the site and on the platform. */
export function paidReaderRequired() {
  const site = omit(sitePages, {
    ...BY_MAIL_OR_FORM,
    "/sign-in": "signed in, no page offers it",
    "/sign-up": "signed in, no page offers it",
    "/subscribe": "a paid subscriber is sent on to the site's home",
  }).map(key("site"));
  const platform = ["/", ...ACCOUNT, "/developers/api", "/kitchen"].map(key("platform"));
  // Their plan's Billing Portal, from the subscriptions page's Manage billing.
  return [...site, ...platform, "stripe /p/session/$session"];
}

/** A creator who has just signed up on the platform and has no site yet. */
export function newCreatorRequired() {
  return ["/", "/kitchen", "/create", ...ACCOUNT, "/developers/api", "/terms", "/privacy"].map(
    key("platform"),
  );
  // No kitchen page of a site: they have none. No site pages: nothing on the platform links
  // to a site until they make one.
}

/** The owner of the demo site, signed in on the platform and on their site. */
export function ownerRequired() {
  const platform = ["/", "/kitchen", ...kitchenOfSite, ...ACCOUNT, "/developers/api"].map(
    key("platform"),
  );
  // Their site, from the kitchen's link to it.
  return [...platform, "site /"];
}
