import { sitePageResponse } from "@schema/api/answers/site-pages";
import { ifMatchHeader } from "@schema/api/common";
import { type SitePageResponse, sitePageBody, sitePageParam } from "@schema/api/site-pages";
import { Hono } from "hono";
import { digestTag, requireUnchangedSince } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import { readSitePage, writeSitePage } from "../services/site-pages/editing";
import { validate } from "../validate";

/** The kitchen's editors of /terms, /privacy and /contact: /api/v1/manage/{siteSlug}/site-pages/{kind}. */
export const manageSitePages = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/site-pages/:kind",
    answers(
      200,
      sitePageResponse,
      "The page as the creator wrote it, or the platform's default (terms, privacy)",
      { etag: true },
    ),
    manager,
    validate("param", sitePageParam),
    async (c) => {
      const page = await readSitePage(c.var.dbs.site, c.var.site, c.req.valid("param").kind);
      c.header("ETag", await digestTag(page));
      return c.json(page satisfies SitePageResponse);
    },
  )
  .put(
    "/:siteSlug/site-pages/:kind",
    answers(200, sitePageResponse, "Saved: the page as visitors now see it", { etag: true }),
    manager,
    validate("param", sitePageParam),
    validate("header", ifMatchHeader),
    validate("json", sitePageBody),
    async (c) => {
      const { dbs, site } = c.var;
      const { kind } = c.req.valid("param");
      await requireUnchangedSince(c.req.valid("header")["if-match"], async () =>
        digestTag(await readSitePage(dbs.site, site, kind)),
      );
      const page = await writeSitePage(dbs, site, kind, c.req.valid("json").body);
      c.header("ETag", await digestTag(page));
      return c.json(page satisfies SitePageResponse);
    },
  );
