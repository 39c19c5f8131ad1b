import { manageSiteResponse, welcomeTestResponse } from "@schema/api/answers/manage-sites";
import { ifMatchHeader } from "@schema/api/common";
import {
  siteSettingsBody,
  type WelcomeTestResponse,
  welcomeTestBody,
} from "@schema/api/manage-sites";
import { Hono } from "hono";
import { requireUnchangedSince } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers } from "../openapi/describe";
import {
  manageSiteView,
  settingsTag,
  siteSettings,
  updateSiteSettings,
} from "../services/sites/settings";
import { sendWelcomeTest } from "../services/subscribers/welcome-mail";
import { validate } from "../validate";

/**
 * The site itself, as its managers see and change it:
 *  GET /api/v1/manage/{siteSlug}/current-site is also the manager check (200 for managers,
 *  401 signed out, 404 for anyone else); PUT /api/v1/manage/{siteSlug}/sites saves settings;
 *  POST /api/v1/manage/{siteSlug}/welcome-email-tests mails the welcome e-mail, as typed, to
 *  the caller.
 */
export const manageSiteSettings = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/current-site",
    answers(
      200,
      manageSiteResponse,
      "The site as visitors see it, the caller's role, its address and the stored settings",
      { etag: true },
    ),
    manager,
    async (c) => {
      const { databases, site, role } = c.var;
      const view = await manageSiteView(databases, c.env, site, role);
      c.header("ETag", view.settingsTag);
      return c.json({ site: view });
    },
  )
  .put(
    "/:siteSlug/sites",
    answers(200, manageSiteResponse, "The site, as saved", { etag: true }),
    manager,
    validate("header", ifMatchHeader),
    validate("json", siteSettingsBody),
    async (c) => {
      const { databases, dbs, site, role } = c.var;
      await requireUnchangedSince(c.req.valid("header")["if-match"], async () =>
        settingsTag(await siteSettings(dbs, site)),
      );
      const saved = await updateSiteSettings(dbs, site, c.req.valid("json"));
      const view = await manageSiteView(databases, c.env, saved, role);
      c.header("ETag", view.settingsTag);
      return c.json({ site: view });
    },
  )
  .post(
    "/:siteSlug/welcome-email-tests",
    answers(202, welcomeTestResponse, "Sent: the welcome e-mail went to the caller's address"),
    manager,
    validate("json", welcomeTestBody),
    async (c) => {
      const { dbs, site, manager: session } = c.var;
      const sentTo = await sendWelcomeTest(dbs, c.env, site, session.user, c.req.valid("json"));
      return c.json({ sentTo } satisfies WelcomeTestResponse, 202);
    },
  );
