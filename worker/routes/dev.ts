import { devMailResponse, devMailSendSummary } from "@schema/api/answers/dev-mail";
import { siteSlugParam } from "@schema/api/common";
import type { DevMailResponse, DevMailSendSummary } from "@schema/api/dev-mail";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, isDevelopment } from "../env";
import { notFound } from "../errors";
import { apiClock, setDevClock } from "../lib/clock";
import { answers, answersNothing } from "../openapi/describe";
import { devTxtKey } from "../services/domains/dns-txt-resolver";
import { DevMailbox, MAX_PAGE } from "../services/mail/dev-mailbox";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";

const devTxtBody = z.object({
  name: z.string().trim().toLowerCase().min(1).max(253),
  value: z.string().min(1).max(2_000),
});

const devClockBody = z.object({ at: z.iso.datetime().nullable() });
const devMovingBody = z.object({ moving: z.boolean() });
const devClockResponse = z.object({ now: z.iso.datetime() });

const mailQuery = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  cursor: z.string().max(1_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE).default(50),
});

/** Development-only helpers. In production every path here is a plain 404. */
export const dev = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get(
    "/mail",
    answers(200, devMailResponse, "A page of the local mailbox, newest first (development only)"),
    validate("query", mailQuery),
    async (c) => {
      const { to, cursor, limit } = c.req.valid("query");
      const page = await new DevMailbox(c.env.KV).list(to || undefined, limit, cursor || undefined);
      return c.json(page satisfies DevMailResponse);
    },
  )
  .get(
    "/mail/sends/:sendId",
    answers(200, devMailSendSummary, "How many of a send's messages were kept and counted"),
    validate("param", z.object({ sendId: z.uuid() })),
    async (c) => {
      const summary = await new DevMailbox(c.env.KV).sendSummary(c.req.valid("param").sendId);
      return c.json(summary satisfies DevMailSendSummary);
    },
  )
  // Moves the API's calendar clock (lib/clock.ts) for tests of month-bound rules.
  .put(
    "/clock",
    answers(200, devClockResponse, "The API's clock now reads this time (development only)"),
    validate("json", devClockBody),
    async (c) => {
      const { at } = c.req.valid("json");
      await setDevClock(c.env, at === null ? null : new Date(at));
      const now = (await apiClock(c.env))();
      return c.json({ now: now.toISOString() });
    },
  )
  // Marks a site read-only as a move between databases does from its start to its switch
  // (services/site-databases/move-site.ts), for browser tests of what its readers and its
  // creator meet meanwhile; the local move itself runs with the platform stopped.
  .put(
    "/sites/:siteSlug/moving",
    answersNothing("The site's writes now answer 503 site_moving, or again go through"),
    validate("param", siteSlugParam),
    validate("json", devMovingBody),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      const movingSince = c.req.valid("json").moving ? new Date() : null;
      await c.var.db.update(sites).set({ movingSince }).where(eq(sites.id, site.id));
      return c.body(null, 204);
    },
  )
  // Plays the DNS provider for custom-domain checks (KvTxtResolver): browser tests publish
  // the TXT record a domain asks for, as a creator would at their registrar.
  .put(
    "/dns-txt",
    answersNothing("Published: custom-domain checks now find the TXT record"),
    validate("json", devTxtBody),
    async (c) => {
      const { name, value } = c.req.valid("json");
      await c.env.KV.put(devTxtKey(name), value);
      return c.body(null, 204);
    },
  );
