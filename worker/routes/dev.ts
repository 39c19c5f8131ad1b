import { Hono } from "hono";
import { z } from "zod";
import { type AppEnv, isDevelopment } from "../env";
import { notFound } from "../errors";
import { DevMailbox } from "../services/mail/dev-mailbox";
import { validate } from "../validate";

const mailQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional() });

/** Development-only helpers. In production every path here is a plain 404. */
export const dev = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) throw notFound();
    await next();
  })
  .get("/mail", validate("query", mailQuery), async (c) => {
    const { to } = c.req.valid("query");
    return c.json({ messages: await new DevMailbox(c.env.KV).list(to || undefined) });
  });
