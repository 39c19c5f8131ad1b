import { manageRedirectListResponse } from "@schema/api/answers/manage-redirects";
import { redirectParam, redirectsBody } from "@schema/api/manage-redirects";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import { deleteRedirect, listRedirects, saveRedirects } from "../services/sites/redirects";
import { validate } from "../validate";

/**
 * The site's own redirects: /api/v1/manage/{siteSlug}/redirects… An old address of the site
 * (its old blog's categories, pages and posts) and where it leads; the public side follows
 * them through GET site/{siteSlug}/moved.
 */
export const manageRedirects = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/redirects",
    answers(200, manageRedirectListResponse, "The site's redirects, newest first"),
    manager,
    async (c) => c.json({ redirects: await listRedirects(c.var.dbs.site, c.var.site.id) }),
  )
  .post(
    "/:siteSlug/redirects",
    answers(
      201,
      manageRedirectListResponse,
      "The redirects as saved; one for an address that had one replaces where it leads",
    ),
    manager,
    validate("json", redirectsBody),
    async (c) => {
      const redirects = await saveRedirects(c.var.dbs, c.var.site.id, c.req.valid("json"));
      return c.json({ redirects }, 201);
    },
  )
  .delete(
    "/:siteSlug/redirects/:redirectId",
    answersNothing("Deleted: the old address is a 404 again, unless a page has it"),
    manager,
    validate("param", redirectParam),
    async (c) => {
      await deleteRedirect(c.var.dbs, c.var.site.id, c.req.valid("param").redirectId);
      return c.body(null, 204);
    },
  );
