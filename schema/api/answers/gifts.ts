import { z } from "zod";
import { imageView } from "./public-read";

/** Answer shapes of gifts; only the worker loads these schemas (../gifts.ts re-exports types). */

export const giftAllowance = z.object({
  /** The site's monthly number; 0 means the site has gifting turned off. */
  perMonth: z.number().int(),
  /** Gifts this reader sent on this site since the 1st of this month (UTC). */
  used: z.number().int(),
  left: z.number().int(),
  /** The 1st of next month, 00:00 UTC, when `left` goes back to `perMonth`. */
  resetsAt: z.iso.datetime(),
  /** Whether this reader may gift now: a paid plan on the site and gifting turned on. */
  mayGift: z.boolean(),
});
export type GiftAllowance = z.infer<typeof giftAllowance>;

export const giftAllowanceResponse = z.object({ allowance: giftAllowance });
export type GiftAllowanceResponse = z.infer<typeof giftAllowanceResponse>;

export const sentGiftResponse = z.object({
  gift: z.object({
    id: z.uuid(),
    recipientEmail: z.string(),
    expiresAt: z.iso.datetime().describe("The link stops working then unless it was opened"),
  }),
  allowance: giftAllowance,
});
export type SentGiftResponse = z.infer<typeof sentGiftResponse>;

/**
 * What the gift link's page may show before anyone signs in: whose gift, which recipe by
 * title and picture, and the address it is for. Never the recipe's text.
 */
export const giftLinkResponse = z.object({
  gift: z.object({
    status: z
      .enum(["open", "redeemed", "expired"])
      .describe(
        "open: waiting for its recipient; redeemed: opened by them; expired: never opened in time",
      ),
    recipientEmail: z.string(),
    giverName: z.string(),
    message: z.string().nullable(),
    recipe: z.object({ slug: z.string(), title: z.string(), image: imageView.nullable() }),
  }),
});
export type GiftLinkResponse = z.infer<typeof giftLinkResponse>;

export const giftRedemptionResponse = z.object({
  recipe: z.object({ slug: z.string(), title: z.string() }),
});
export type GiftRedemptionResponse = z.infer<typeof giftRedemptionResponse>;
