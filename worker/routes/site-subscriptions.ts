import { okResponse } from "@schema/api/answers/ok";
import {
  checkoutSessionResponse,
  newsletterSignupResponse,
  subscribeResponse,
} from "@schema/api/answers/subscriptions";
import {
  type CheckoutSessionResponse,
  checkoutSessionParam,
  type NewsletterSignupResponse,
  newsletterConfirmationBody,
  newsletterSignupBody,
  subscribeBody,
} from "@schema/api/subscriptions";
import { Hono } from "hono";
import { notFound } from "../errors";
import { type SiteVisitorEnv, siteVisitor } from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { confirmSignup, newsletterSignup } from "../services/newsletters/signup-confirmations";
import { checkoutSession } from "../services/payments/checkout";
import { subscribe } from "../services/subscribers/subscribe";
import { validate } from "../validate";
import { PERSONAL } from "./site-cache-control";

/**
 * Subscribing on a site: /api/v1/site/{siteSlug}/subscriptions, /newsletter-signups,
 * /newsletter-confirmations and /checkout-sessions/{id}. A site with newsletters switched off answers 404 to the first
 * two: there is nothing to subscribe to.
 */
const newslettersOn = siteVisitor("newslettersEnabled");

export const siteSubscriptions = new Hono<SiteVisitorEnv>()
  .post(
    "/:siteSlug/subscriptions",
    answers(
      201,
      subscribeResponse,
      "Free plan, signed out: a confirmation link was mailed (accountCreated, confirmationRequired); nothing exists until it is used",
    ),
    answers(
      200,
      subscribeResponse,
      "Free plan, signed in: the subscription. Paid plans, signed in or out: where to pay (checkout)",
    ),
    newslettersOn,
    validate("json", subscribeBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const body = c.req.valid("json");
      // A signed-out visitor is the address they gave (checkout included).
      const person = viewer?.user.id ?? `email:${body.email ?? ""}`;
      await enforceAbuseLimit(c.env, "subscription", { person, ip: clientIp(c) });
      const outcome = await subscribe(dbs, c.env, {
        site,
        viewer,
        body,
        clientIp: clientIp(c),
      });
      return c.json(outcome.body, outcome.status);
    },
  )
  .post(
    "/:siteSlug/newsletter-signups",
    answers(
      202,
      newsletterSignupResponse,
      "Taken: the address gets the newsletter once confirmed (confirmationRequired)",
    ),
    newslettersOn,
    validate("json", newsletterSignupBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const { email } = c.req.valid("json");
      await enforceAbuseLimit(c.env, "newsletterSignup", {
        person: `email:${email}`,
        ip: clientIp(c),
      });
      const { confirmationRequired } = await newsletterSignup(dbs, c.env, {
        site,
        viewer,
        email,
        clientIp: clientIp(c),
      });
      return c.json({ ok: true, confirmationRequired } satisfies NewsletterSignupResponse, 202);
    },
  )
  .post(
    "/:siteSlug/newsletter-confirmations",
    answers(200, okResponse, "Confirmed: the address gets the site's newsletter"),
    newslettersOn,
    validate("json", newsletterConfirmationBody),
    async (c) => {
      const { dbs, site } = c.var;
      // The link's secret is 256 random bits; the limit only stops a flood of guesses.
      const ip = clientIp(c);
      await enforceAbuseLimit(c.env, "newsletterSignup", { person: `confirm:${ip}`, ip });
      // Unknown, used, expired and other sites' links look alike.
      if (!(await confirmSignup(dbs, c.env, site, c.req.valid("json").token))) {
        throw notFound("Confirmation link");
      }
      return c.json({ ok: true as const });
    },
  )
  .get(
    "/:siteSlug/checkout-sessions/:checkoutSessionId",
    answers(
      200,
      checkoutSessionResponse,
      "The paid subscription the Checkout session opened; poll until confirmed",
    ),
    siteVisitor(),
    validate("param", checkoutSessionParam),
    async (c) => {
      const { dbs, site } = c.var;
      const found = await checkoutSession(
        dbs.site,
        c.env,
        site,
        c.req.valid("param").checkoutSessionId,
      );
      // It names a person's e-mail: never kept by a shared cache.
      c.header("Cache-Control", PERSONAL);
      return c.json(found satisfies CheckoutSessionResponse);
    },
  );
