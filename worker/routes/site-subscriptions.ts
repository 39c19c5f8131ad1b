import { Hono } from "hono";
import {
  type CheckoutSessionResponse,
  checkoutSessionParam,
  newsletterSignupBody,
  subscribeBody,
} from "../../schema/api/subscriptions";
import { clientIp, enforceAbuseLimit } from "../services/abuse-limits";
import { checkoutSession } from "../services/payments/checkout";
import { type SiteVisitorEnv, siteVisitor } from "../services/site-visitor";
import { newsletterSignup, subscribe } from "../services/subscriptions";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Subscribing on a site: /api/v1/site/{siteSlug}/subscriptions, /newsletter-signups and
 * /checkout-sessions/{id}. A site with newsletters switched off answers 404 to the first
 * two: there is nothing to subscribe to.
 */
const newslettersOn = siteVisitor("newslettersEnabled");

export const siteSubscriptions = new Hono<SiteVisitorEnv>()
  .post("/:siteSlug/subscriptions", newslettersOn, validate("json", subscribeBody), async (c) => {
    const { db, site, viewer } = c.var;
    const body = c.req.valid("json");
    // A signed-out visitor is the address they gave (checkout included).
    const person = viewer?.user.id ?? `email:${body.email ?? ""}`;
    await enforceAbuseLimit(c.env, "subscription", { person, ip: clientIp(c) });
    const outcome = await subscribe(db, c.env, {
      site,
      viewer,
      body,
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
      const { email } = c.req.valid("json");
      await enforceAbuseLimit(c.env, "newsletterSignup", {
        person: `email:${email}`,
        ip: clientIp(c),
      });
      await newsletterSignup(db, c.env, site, email, clientIp(c));
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
