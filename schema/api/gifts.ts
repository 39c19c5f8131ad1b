import { z } from "zod";
import { email, slug } from "./common";
import { GIFT_MESSAGE_MAX } from "./gift-texts";

/** POST site/{siteSlug}/gifts: gift one subscriber-only recipe to a friend's address. */
export const sendGiftBody = z.object({
  recipeId: z.uuid(),
  email,
  message: z
    .string()
    .trim()
    .max(GIFT_MESSAGE_MAX, `Keep the message under ${GIFT_MESSAGE_MAX} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type SendGiftBody = z.input<typeof sendGiftBody>;

/** The e-mailed link's token: 256 random bits, URL-safe base64 (worker/lib/tokens.ts). */
export const giftParam = z.object({
  siteSlug: slug,
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/* The answer shapes are zod schemas in ./answers/gifts.ts, the OpenAPI document's. */
export type {
  GiftAllowance,
  GiftAllowanceResponse,
  GiftLinkResponse,
  GiftRedemptionResponse,
  SentGiftResponse,
} from "./answers/gifts";
