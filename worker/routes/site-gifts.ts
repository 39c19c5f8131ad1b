import {
  giftAllowanceResponse,
  giftLinkResponse,
  giftRedemptionResponse,
  sentGiftResponse,
} from "@schema/api/answers/gifts";
import { siteSlugParam } from "@schema/api/common";
import {
  type GiftAllowanceResponse,
  type GiftLinkResponse,
  type GiftRedemptionResponse,
  giftParam,
  type SentGiftResponse,
  sendGiftBody,
} from "@schema/api/gifts";
import { Hono } from "hono";
import { apiClock } from "../lib/clock";
import {
  type SignedInVisitorEnv,
  type SiteVisitorEnv,
  signedInVisitor,
  siteVisitor,
} from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { giftAllowance } from "../services/gifts/allowance";
import { payingReader } from "../services/gifts/giver-rights";
import { giftLink, redeemGift } from "../services/gifts/redeem";
import { sendGift } from "../services/gifts/send";
import { validate } from "../validate";

/**
 * Recipe gifts on a site (worker/services/gifts/CONTEXT.md): /api/v1/site/{siteSlug}/gifts…
 * A paying reader's allowance and sending; the link's public view and its redemption by the
 * account of the address it was sent to.
 */
export const siteGifts = new Hono<SignedInVisitorEnv>()
  .get(
    "/:siteSlug/gifts/allowance",
    answers(
      200,
      giftAllowanceResponse,
      "How many recipes the signed-in reader may still gift on this site this month",
    ),
    signedInVisitor(),
    validate("param", siteSlugParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const now = (await apiClock(c.env))();
      const paying = await payingReader(dbs, site.id, viewer.user.id);
      const allowance = await giftAllowance(dbs.site, site, viewer.user.id, now, paying);
      return c.json({ allowance } satisfies GiftAllowanceResponse);
    },
  )
  .post(
    "/:siteSlug/gifts",
    answers(
      201,
      sentGiftResponse,
      "The gift was e-mailed to the friend; the reader's allowance after it",
    ),
    signedInVisitor(),
    validate("json", sendGiftBody),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const clock = await apiClock(c.env);
      const sent = await sendGift(dbs, c.env, site, viewer, c.req.valid("json"), clock);
      return c.json(sent satisfies SentGiftResponse, 201);
    },
  )
  .post(
    "/:siteSlug/gifts/:token/redemption",
    answers(
      200,
      giftRedemptionResponse,
      "The signed-in account of the gift's address now reads the recipe in full, for good",
    ),
    signedInVisitor(),
    validate("param", giftParam),
    async (c) => {
      const { dbs, site, viewer } = c.var;
      const now = (await apiClock(c.env))();
      const redeemed = await redeemGift(dbs, site, viewer, c.req.valid("param").token, now);
      return c.json(redeemed satisfies GiftRedemptionResponse);
    },
  );

/**
 * The link's public view: anybody holding the link may see what it is, never the recipe's
 * text. Mounted after siteGifts, whose /gifts/allowance it would otherwise shadow.
 */
export const siteGiftLinks = new Hono<SiteVisitorEnv>().get(
  "/:siteSlug/gifts/:token",
  answers(
    200,
    giftLinkResponse,
    "The gift link's page before sign-in: whose gift, the recipe's title and picture, and the address it is for",
  ),
  siteVisitor(),
  validate("param", giftParam),
  async (c) => {
    const now = (await apiClock(c.env))();
    const link = await giftLink(c.var.dbs, c.var.site, c.req.valid("param").token, now);
    c.header("Cache-Control", "private, no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.json(link satisfies GiftLinkResponse);
  },
);
