import { Hono } from "hono";
import { recipeParseBody } from "../../schema/api/recipe-import";
import type { AppEnv } from "../env";
import { unauthorized } from "../errors";
import { requireSession } from "../middleware/session";
import { transportFor } from "../services/import/page-fetcher";
import { parseRecipe } from "../services/import/parse-recipe";
import { requireManager } from "../services/manage/manager";
import { type Limit, hit } from "../services/rate-limit";
import { validate } from "../validate";

// Each parse may fetch a page: generous for pasting a list of addresses, small for a crawler.
const PARSES_PER_USER: Limit = { name: "recipe-parse", max: 200, windowSeconds: 10 * 60 };

/**
 * POST /api/v1/manage/recipe-parse (platform spec §7, "recipe source"): a recipe draft from
 * a page's address, a saved page or pasted text. With siteSlug the caller must manage that
 * site (404 otherwise) and terms map onto its taxonomies. Nothing is saved.
 */
export const manageRecipeParse = new Hono<AppEnv>().post(
  "/recipe-parse",
  async (c, next) => {
    // Signed out is 401 before the body is looked at, as on every manage call.
    if (!c.var.session) throw unauthorized();
    await next();
  },
  validate("json", recipeParseBody),
  async (c) => {
    const body = c.req.valid("json");
    const site = body.siteSlug ? (await requireManager(c, { slug: body.siteSlug })).site : null;
    const session = site ? null : requireSession(c, "platform");
    await hit(c.env.KV, PARSES_PER_USER, (session ?? c.var.session)?.user.id ?? "");
    const result = await parseRecipe(c.var.db, site, body, { transport: transportFor(c.env) });
    return c.json(result);
  },
);
