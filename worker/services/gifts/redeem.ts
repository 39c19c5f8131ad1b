import type { GiftLinkResponse, GiftRedemptionResponse } from "@schema/api/gifts";
import { images } from "@schema/db/images";
import { type RecipeGift, recipeGifts } from "@schema/db/recipe-gifts";
import { recipeImages, recipes } from "@schema/db/recipes";
import { users } from "@schema/db/users";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import { ApiError, notFound } from "../../errors";
import type { SiteDbs } from "../../lib/site-databases";
import { sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";
import { croppedImageView, publishedOn } from "../recipes/cards";
import { ensurePersonAnchor } from "../site-databases/anchors";
import type { Site } from "../sites/lookup";
import { giverName } from "./giver-rights";

export const REDEEM_TEXT = {
  otherAddress:
    "This gift was sent to another address. Sign in with the address it was sent to to open it.",
  expired: "This gift link has expired: it wasn't opened within 30 days.",
} as const;

type GiftStatus = GiftLinkResponse["gift"]["status"];

const statusOf = (gift: RecipeGift, now: Date): GiftStatus =>
  gift.redeemedAt ? "redeemed" : gift.expiresAt.getTime() <= now.getTime() ? "expired" : "open";

/**
 * The gift behind a link on this site, with its published recipe. A token of another site,
 * an unknown one, or a gift whose recipe was unpublished since is simply not found.
 */
async function giftOfToken(db: Db, site: Site, token: string) {
  const [row] = await db
    .select({
      gift: recipeGifts,
      recipe: { id: recipes.id, slug: recipes.slug, title: recipes.title },
    })
    .from(recipeGifts)
    .innerJoin(recipes, eq(recipes.id, recipeGifts.recipeId))
    .where(
      and(
        eq(recipeGifts.tokenHash, await sha256(token)),
        eq(recipeGifts.siteId, site.id),
        publishedOn(site.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Gift");
  return row;
}

/** GET site/{siteSlug}/gifts/{token}: what the link's page shows before sign-in. */
export async function giftLink(
  dbs: SiteDbs,
  site: Site,
  token: string,
  now: Date,
): Promise<GiftLinkResponse> {
  const { gift, recipe } = await giftOfToken(dbs.site, site, token);
  // The giver is the platform's to name (ADR 0014), the cover the site's.
  const [[giver], cover] = await Promise.all([
    dbs.platform
      .select({ displayName: users.displayName, email: users.email })
      .from(users)
      // A deleted giver's gift still opens: "" matches nobody, and the page says "A reader".
      .where(eq(users.id, gift.giverUserId ?? ""))
      .limit(1),
    dbs.site
      .select({ image: images, crop: recipeImages.crop })
      .from(recipeImages)
      .innerJoin(images, eq(images.id, recipeImages.imageId))
      .where(eq(recipeImages.recipeId, recipe.id))
      .orderBy(asc(recipeImages.position))
      .limit(1),
  ]);
  const image = cover[0] ? croppedImageView(cover[0].image, cover[0].crop) : null;
  return {
    gift: {
      status: statusOf(gift, now),
      recipientEmail: gift.recipientEmail,
      giverName: giver ? giverName(giver) : "A reader",
      message: gift.message,
      recipe: { slug: recipe.slug, title: recipe.title, image },
    },
  };
}

/**
 * POST site/{siteSlug}/gifts/{token}/redemption: the signed-in account of the address the
 * gift was sent to takes it, and from then on reads the recipe (entitlement.ts, "gift").
 * Opening it again is a no-op; anybody else is refused, whether or not it was opened.
 */
export async function redeemGift(
  dbs: SiteDbs,
  site: Site,
  viewer: Session,
  token: string,
  now: Date,
): Promise<GiftRedemptionResponse> {
  const { gift, recipe } = await giftOfToken(dbs.site, site, token);
  const answer = { recipe: { slug: recipe.slug, title: recipe.title } };
  if (gift.recipientEmail !== viewer.user.email.toLowerCase()) {
    throw new ApiError("forbidden", REDEEM_TEXT.otherAddress);
  }
  if (gift.redeemedAt) {
    if (gift.recipientUserId === viewer.user.id) return answer;
    throw new ApiError("forbidden", REDEEM_TEXT.otherAddress);
  }
  if (statusOf(gift, now) === "expired") throw new ApiError("conflict", REDEEM_TEXT.expired);
  await ensurePersonAnchor(dbs, viewer.user.id);
  await dbs.site
    .update(recipeGifts)
    .set({ recipientUserId: viewer.user.id, redeemedAt: now })
    .where(and(eq(recipeGifts.id, gift.id), isNull(recipeGifts.redeemedAt)));
  return answer;
}
