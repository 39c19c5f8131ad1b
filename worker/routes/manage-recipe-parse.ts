import {
  importDraftResponse,
  recipeParseResponse,
  wordpressImportResponse,
} from "@schema/api/answers/recipe-import";
import {
  importDraftBody,
  recipeParseBody,
  wordpressImportBody,
  wordpressImportParam,
} from "@schema/api/recipe-import";
import { Hono } from "hono";
import { ApiError, unauthorized } from "../errors";
import { type ManagerEnv, manager, requireManager } from "../middleware/manager";
import { requireSession } from "../middleware/session";
import { answers } from "../openapi/describe";
import { createImportedDraft } from "../services/import/create-draft";
import { transportFor } from "../services/import/page-fetcher";
import { parseRecipe } from "../services/import/parse-recipe";
import { startWordpressImport, wordpressImportProgress } from "../services/import/wordpress";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { validate } from "../validate";

/** A 400 on the field the token left out, not a 403: the same call with its site goes through. */
function tokenNamesNoSite() {
  const message = "Name the site to parse for: an API token acts on its sites only";
  return new ApiError("bad_request", message, [{ path: "siteSlug", message }]);
}

/**
 * POST /api/v1/manage/recipe-parse (docs/spec/platform-and-kitchen.md §7, "recipe source"): a
 * recipe draft from a page's address, a saved page or pasted text. With siteSlug the caller must
 * manage that site (404 otherwise) and terms map onto its taxonomies. Nothing is saved. An API
 * token must name a site it is scoped to (400 on siteSlug otherwise): a token acts on the sites
 * it was given, and a parse without one is the account's. The kitchen always names its site.
 *
 * POST /api/v1/manage/{siteSlug}/recipe-imports: "Create draft" from a checked draft, its
 * pictures copied into the site's media.
 *
 * POST /api/v1/manage/{siteSlug}/wordpress-imports: a WordPress export, one draft per recipe
 * through JOBS; GET …/wordpress-imports/{importId}: its progress.
 */
export const manageRecipeParse = new Hono<ManagerEnv>()
  .post(
    "/recipe-parse",
    answers(
      200,
      recipeParseResponse,
      "The recipe read from the source as a draft (nothing is stored), with what the preview shows and warns about",
    ),
    async (c, next) => {
      // Signed out is 401 before the body is looked at, as on every manage call.
      if (!c.var.session) throw unauthorized();
      await next();
    },
    validate("json", recipeParseBody),
    async (c) => {
      const body = c.req.valid("json");
      if (!body.siteSlug && c.var.session?.apiToken) throw tokenNamesNoSite();
      const site = body.siteSlug ? (await requireManager(c, { slug: body.siteSlug })).site : null;
      const session = site ? null : requireSession(c, "platform");
      const person = (session ?? c.var.session)?.user.id ?? "";
      await enforceAbuseLimit(c.env, "recipeParse", { person, ip: clientIp(c) });
      const result = await parseRecipe(c.var.databases, site, body, {
        transport: transportFor(c.env),
      });
      return c.json(result);
    },
  )
  .post(
    "/:siteSlug/recipe-imports",
    answers(201, importDraftResponse, "Created: the new draft"),
    answers(
      200,
      importDraftResponse,
      "A recipe imported from the same address already existed: that one",
    ),
    manager,
    validate("json", importDraftBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const result = await createImportedDraft(
        c.env,
        dbs,
        site,
        session.user.id,
        c.req.valid("json"),
        { transport: transportFor(c.env) },
      );
      return c.json(result, result.created ? 201 : 200);
    },
  )
  .post(
    "/:siteSlug/wordpress-imports",
    answers(201, wordpressImportResponse, "Started: the import, its recipes queued"),
    manager,
    validate("json", wordpressImportBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const view = await startWordpressImport(
        c.env,
        dbs,
        site,
        session.user.id,
        c.req.valid("json"),
      );
      return c.json({ import: view }, 201);
    },
  )
  .get(
    "/:siteSlug/wordpress-imports/:importId",
    answers(200, wordpressImportResponse, "The import's progress, recipe by recipe"),
    manager,
    validate("param", wordpressImportParam),
    async (c) =>
      c.json({
        import: await wordpressImportProgress(
          c.var.dbs.site,
          c.var.site.id,
          c.req.valid("param").importId,
        ),
      }),
  );
