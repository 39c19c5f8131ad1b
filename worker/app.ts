import { okResponse } from "@schema/api/answers/ok";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./env";
import { ApiError, errorResponse } from "./errors";
import { jsonBodies } from "./middleware/json-bodies";
import { database, session } from "./middleware/session";
import { answers } from "./openapi/describe";
import { accountAvatar } from "./routes/account-avatar";
import { commentReplyEmails } from "./routes/comment-reply-emails";
import { cspReports } from "./routes/csp-reports";
import { dev } from "./routes/dev";
import { exportDownloads } from "./routes/export-downloads";
import { hosts } from "./routes/hosts";
import { mailWebhooks } from "./routes/mail-webhooks";
import { manageAccount } from "./routes/manage-account";
import { manageAccountDeletion } from "./routes/manage-account-deletion";
import { manageApiTokens } from "./routes/manage-api-tokens";
import { manageAppSubscriptions } from "./routes/manage-app-subscriptions";
import { manageCollections } from "./routes/manage-collections";
import { manageCommentList } from "./routes/manage-comment-list";
import { manageComments } from "./routes/manage-comments";
import { manageContributors } from "./routes/manage-contributors";
import { manageDomains } from "./routes/manage-domains";
import { manageEarlySignups } from "./routes/manage-early-signups";
import { manageEvents } from "./routes/manage-events";
import { manageExports } from "./routes/manage-exports";
import { manageGlobals } from "./routes/manage-globals";
import { manageNewsletterPreferences } from "./routes/manage-newsletter-preferences";
import { manageNewsletters } from "./routes/manage-newsletters";
import { manageNutrition } from "./routes/manage-nutrition";
import { manageOverview } from "./routes/manage-overview";
import { managePlanPrices } from "./routes/manage-plan-prices";
import { manageRecipeEditors } from "./routes/manage-recipe-editors";
import { manageRecipeParse } from "./routes/manage-recipe-parse";
import { manageRecipeRevisions } from "./routes/manage-recipe-revisions";
import { manageRecipeSchedules } from "./routes/manage-recipe-schedules";
import { manageRecipes } from "./routes/manage-recipes";
import { manageRedirects } from "./routes/manage-redirects";
import { manageSessions } from "./routes/manage-sessions";
import { manageSiteDeletion } from "./routes/manage-site-deletion";
import { manageSitePages } from "./routes/manage-site-pages";
import { manageSiteSettings } from "./routes/manage-site-settings";
import { manageSites } from "./routes/manage-sites";
import { manageStoryAudio } from "./routes/manage-story-audio";
import { manageSubscriberImports } from "./routes/manage-subscriber-imports";
import { manageSubscribers } from "./routes/manage-subscribers";
import { manageTeam, manageTeamInvitations } from "./routes/manage-team";
import { manageUploads } from "./routes/manage-uploads";
import { media } from "./routes/media";
import { serveOpenApi } from "./routes/openapi";
import { manageIdentity } from "./routes/platform-identity";
import { platformPages } from "./routes/platform-pages";
import { shoppingList } from "./routes/shopping-list";
import { siteBookmarks } from "./routes/site-bookmarks";
import { siteCollections } from "./routes/site-collections";
import { siteComments } from "./routes/site-comments";
import { siteContributors } from "./routes/site-contributors";
import { siteDirectory } from "./routes/site-directory";
import { siteFilters } from "./routes/site-filters";
import { siteGiftLinks, siteGifts } from "./routes/site-gifts";
import { siteGlobals } from "./routes/site-globals";
import { siteIdentity } from "./routes/site-identity";
import { siteInfo } from "./routes/site-info";
import { siteMovedPages } from "./routes/site-moved-pages";
import { siteNewsletterEngagement } from "./routes/site-newsletter-engagement";
import { sitePagesRead } from "./routes/site-pages";
import { siteRatings } from "./routes/site-ratings";
import { siteRecipes } from "./routes/site-recipes";
import { siteSubscriptions } from "./routes/site-subscriptions";
import { siteUnitPreferences } from "./routes/site-unit-preferences";
import { siteUnsubscribe } from "./routes/site-unsubscribe";
import { uploads } from "./routes/uploads";
import { stripeWebhooks } from "./routes/webhooks-stripe";

/** The API: every read and write of product data (docs/architecture.md §1). */
export const app = new Hono<AppEnv>()
  .basePath("/api/v1")
  .use(jsonBodies, database, session)
  .get("/health", answers(200, okResponse, "The API is up"), (c) => c.json({ ok: true }))
  .route("/hosts", hosts)
  .route("/media", media)
  .route("/dev", dev)
  .route("/csp-reports", cspReports)
  .route("/manage", manageIdentity)
  // Before the sites' routes: /manage/sessions is no site (RESERVED_SITE_SLUGS).
  .route("/manage", manageSessions)
  .route("/manage", manageSites)
  .route("/manage", manageRecipes)
  .route("/manage", manageRecipeParse)
  .route("/manage", manageNutrition)
  .route("/manage", manageCollections)
  .route("/manage", manageComments)
  .route("/manage", manageSubscribers)
  .route("/manage", manageSubscriberImports)
  .route("/manage", manageSiteSettings)
  .route("/manage", manageGlobals)
  .route("/manage", manageUploads)
  .route("/manage", manageStoryAudio)
  .route("/manage", manageAccount)
  .route("/manage", manageNewsletterPreferences)
  .route("/manage", manageRecipeSchedules)
  .route("/manage", manageRecipeRevisions)
  .route("/manage", manageRecipeEditors)
  .route("/manage", accountAvatar)
  .route("/manage", manageDomains)
  .route("/manage", manageOverview)
  .route("/manage", manageCommentList)
  .route("/manage", managePlanPrices)
  .route("/manage", manageAppSubscriptions)
  .route("/manage", manageNewsletters)
  .route("/manage", manageSitePages)
  .route("/manage", manageEvents)
  .route("/manage", manageContributors)
  .route("/manage", manageRedirects)
  .route("/manage", manageTeam)
  .route("/manage", manageTeamInvitations)
  .route("/manage", manageEarlySignups)
  .route("/manage", manageExports)
  .route("/manage", manageSiteDeletion)
  .route("/manage", manageAccountDeletion)
  .route("/manage", manageApiTokens)
  .route("/uploads", uploads)
  .route("/exports", exportDownloads)
  .route("/webhooks", stripeWebhooks)
  .route("/webhooks", mailWebhooks)
  .route("/site", siteDirectory)
  .route("/site", siteGlobals)
  .route("/site", siteIdentity)
  .route("/site", siteInfo)
  .route("/site", siteRecipes)
  .route("/site", siteCollections)
  .route("/site", siteContributors)
  .route("/site", siteMovedPages)
  .route("/site", siteFilters)
  .route("/site", siteComments)
  .route("/site", siteRatings)
  .route("/site", siteBookmarks)
  .route("/site", siteGifts)
  .route("/site", siteGiftLinks)
  .route("/site", siteUnitPreferences)
  .route("/site", siteSubscriptions)
  .route("/site", siteUnsubscribe)
  .route("/site", siteNewsletterEngagement)
  .route("/site", sitePagesRead)
  .route("/shopping-list", shoppingList)
  .route("/comment-reply-emails", commentReplyEmails)
  .route("/platform", platformPages);

serveOpenApi(app);

app.notFound((c) => errorResponse(c, new ApiError("not_found", "Not found")));

app.onError((error, c) => {
  if (error instanceof ApiError) return errorResponse(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own client errors (malformed JSON, bad content type) keep the one error shape.
    const code = error.status === 413 ? "payload_too_large" : "bad_request";
    return errorResponse(c, new ApiError(code, error.message || "Bad request"));
  }
  console.error("Unhandled error", c.req.method, c.req.path, error);
  return errorResponse(c, new ApiError("internal", "Something went wrong"));
});

export type ApiApp = typeof app;
