import { z } from "zod";

/**
 * The answers of the deletion calls (schema/api/deletion.ts has their bodies). Apart from
 * deletion.ts because the browser loads that one (DELETION_UNDO_DAYS on the kitchen's and the
 * account area's delete pages) and the API's answer schemas have no business in its bundle.
 */

/** A deleted site as the kitchen lists it: restorable until `purgeAt`. */
export const deletedSiteView = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  deletedAt: z.iso.datetime(),
  /** When it is removed for good; the owner may restore it until then. */
  purgeAt: z.iso.datetime(),
});
export type DeletedSiteView = z.infer<typeof deletedSiteView>;

/**
 * GET hosts/{host}/closed-site: the deleted site a host named, while it waits out its undo
 * window, so its pages can say it has closed (after the purge nothing of it is left).
 */
export const closedSiteResponse = z.object({
  closedSite: deletedSiteView.omit({ id: true }).extend({
    viewerRole: z
      .enum(["owner", "manager"])
      .nullable()
      .describe(
        "The asker's role on the site, by the bearer token (a platform session, or the session on this site its deletion ended), so the page offers its owner the way to restore it; null for anyone else",
      ),
  }),
});

/** POST manage/{siteSlug}/deletion */
export const deletedSiteResponse = z.object({ deletedSite: deletedSiteView });

/** POST manage/deleted-sites/{siteSlug}/restore: the site is live again. */
export const restoredSiteResponse = z.object({
  site: z.object({ id: z.uuid(), slug: z.string(), title: z.string() }),
  platformPlan: z
    .enum(["resumed", "unchanged", "not_resumed"])
    .describe(
      "The owner's Pro plan: resumed (the deletion had set it to end), unchanged, or not_resumed (Stripe failed: resume it in the Billing Portal)",
    ),
  customDomainsRemoved: z
    .array(z.string())
    .describe(
      "The custom domains (hostnames) the deletion removed: they are not restored, and can be added again in the site's settings",
    ),
});

/** POST manage/account-deletion: signing in again before `purgeAt` undoes it. */
export const deletedAccountResponse = z.object({
  deletedAccount: z.object({ deletedAt: z.iso.datetime(), purgeAt: z.iso.datetime() }),
});
