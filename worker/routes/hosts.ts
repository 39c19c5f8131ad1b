import { closedSiteResponse } from "@schema/api/answers/deletion";
import { hostResponse } from "@schema/api/answers/public-site";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { bearerToken } from "../middleware/session";
import { answers } from "../openapi/describe";
import { closedSiteViewerRole } from "../services/deletion/closed-site-viewer";
import { closedSiteForHost } from "../services/deletion/site";
import { siteForHost } from "../services/sites/lookup";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

const hostParam = z.object({ host: z.string().min(1).max(253) });

/**
 * GET /api/v1/hosts/{host}: which site a Host header belongs to (the web app asks once per request).
 * GET /api/v1/hosts/{host}/closed-site: asked only after that is a 404, whether the host was a
 * site its owner deleted and may still restore, so its pages say it has closed (410), and
 * whether the asker runs it (the page shows its owner the way to restore it).
 */
export const hosts = new Hono<AppEnv>()
  .get(
    "/:host/closed-site",
    answers(
      200,
      closedSiteResponse,
      "The deleted site the host belonged to, while its owner can still restore it (until `purgeAt`), and the asker's role on it",
    ),
    validate("param", hostParam),
    async (c) => {
      const closedSite = await closedSiteForHost(c.var.db, c.env, c.req.valid("param").host);
      if (!closedSite) throw notFound("Closed site");
      const viewerRole = await closedSiteViewerRole(
        c.var.db,
        closedSite.slug,
        c.var.session,
        bearerToken(c.req.header("Authorization")),
      );
      // Says who asks: never a shared cache's (the web app's 410 page is not cached either).
      c.header("Cache-Control", PERSONAL);
      return c.json({ closedSite: { ...closedSite, viewerRole } });
    },
  )
  .get(
    "/:host",
    answers(
      200,
      hostResponse,
      "The site the host belongs to (its subdomain or an active custom domain)",
    ),
    validate("param", hostParam),
    async (c) => {
      const found = await siteForHost(c.var.db, c.env, c.req.valid("param").host);
      if (!found) throw notFound("Site");
      const { id, slug, title, contentVersion } = found.site;
      // The canonical origin (a custom domain when one is active), for canonical URLs and feeds.
      const { origin } = found;
      return c.json({ site: { id, slug, title, contentVersion, origin } });
    },
  );
