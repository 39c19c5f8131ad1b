import {
  type SiteContributorsResponse,
  siteContributorsResponse,
} from "@schema/api/answers/site-contributors";
import { siteSlugParam } from "@schema/api/common";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { creditedContributors } from "../services/contributors/public";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/** A site's Contributors page for visitors: /api/v1/site/{siteSlug}/contributors. */
export const siteContributors = new Hono<AppEnv>().get(
  "/:siteSlug/contributors",
  answers(200, siteContributorsResponse, "The people credited on the site's published recipes"),
  validate("param", siteSlugParam),
  async (c) => {
    const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
    const contributors = await creditedContributors(c.var.databases.of(site.database), site.id);
    sharedCache(c);
    return c.json({ contributors } satisfies SiteContributorsResponse);
  },
);
