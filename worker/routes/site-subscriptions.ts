import { Hono } from "hono";
import {
  type CheckoutSessionResponse,
  checkoutSessionParam,
  newsletterSignupBody,
  subscribeBody,
} from "../../schema/api/subscriptions";
import { checkoutSession } from "../services/payments/checkout";
import { type SiteVisitorEnv, siteVisitor } from "../services/site-visitor";
import { newsletterSignup, subscribe } from "../services/subscriptions";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

const clientIp = (c: { req: { header: (name: string) => string | undefined } }) =>
  c.req.header("CF-Connecting-IP") ?? "unknown";

/**
 * Subscribing on a site: /api/v1/site/{siteSlug}/subscriptions, /newsletter-signups and
 * /checkout-sessions/{id}. A site with newsletters switched off answers 404 to the first
 * two: there is nothing to subscribe to.
 */
const newslettersOn = siteVisitor("newslettersEnabled");

export const siteSubscriptions = new Hono<SiteVisitorEnv>()
  .post("/:siteSlug/subscriptions", newslettersOn, validate("json", subscribeBody), async (c) => {
    const { db, site, viewer } = c.var;
    const outcome = await subscribe(db, c.env, {
      site,
      viewer,
      body: c.req.valid("json"),
      clientIp: clientIp(c),
    });
    return c.json(outcome.body, outcome.status);
  })
  .post(
    "/:siteSlug/newsletter-signups",
    newslettersOn,
    validate("json", newsletterSignupBody),
    async (c) => {
      const { db, site } = c.var;
      await newsletterSignup(db, c.env, site, c.req.valid("json").email, clientIp(c));
      return c.json({ ok: true }, 202);
    },
  )
  .get(
    "/:siteSlug/checkout-sessions/:checkoutSessionId",
    siteVisitor(),
    validate("param", checkoutSessionParam),
    async (c) => {
      const { db, site } = c.var;
      const found = await checkoutSession(db, c.env, site, c.req.valid("param").checkoutSessionId);
      // It names a person's e-mail: never kept by a shared cache.
      c.header("Cache-Control", PERSONAL);
      return c.json(found satisfies CheckoutSessionResponse);
    },
  );
