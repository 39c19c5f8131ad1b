import type { SentGiftResponse, sendGiftBody } from "@schema/api/gifts";
import { images } from "@schema/db/images";
import { recipeGifts } from "@schema/db/recipe-gifts";
import { recipeImages } from "@schema/db/recipes";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import { absoluteUrl, imageUrl } from "../../../web/app/lib/recipe-page/image-url";
import type { Db, Env } from "../../env";
import { ApiError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { SiteDbs } from "../../lib/site-databases";
import { randomToken, sha256 } from "../../lib/tokens";
import type { Session } from "../identity/sessions";
import { GIFT_ATTEMPTS_PER_GIVER, GIFTS_PER_RECIPIENT, hit } from "../limits/kv-windows";
import { giftEmail } from "../mail/gift-email";
import { fromName, mailerFor } from "../mail/mailer";
import { croppedImageView } from "../recipes/cards";
import { viewerRights } from "../recipes/entitlement";
import { getPublishedRecipe } from "../recipes/published";
import { ensurePersonAnchor } from "../site-databases/anchors";
import { type Site, siteOrigin } from "../sites/lookup";
import { giftAllowance } from "./allowance";
import { canAlreadyRead, giverName } from "./giver-rights";

/** An unopened gift link works this long. */
export const GIFT_LINK_DAYS = 30;

export const GIFT_TEXT = {
  notPaying: "Only readers with a paid plan on this site can gift its recipes.",
  turnedOff: "This site doesn't offer gift recipes.",
  publicRecipe: "Everyone can read this recipe already: share its link instead.",
  spent: "You've used this month's gift recipes. They renew on the 1st of the month.",
  toSelf: "You can't gift a recipe to yourself.",
  alreadyReads: "They can already read this recipe, so no gift was used.",
  alreadySent:
    "You've already sent this recipe to that address. They can open the e-mail you sent.",
} as const;

type Body = z.output<typeof sendGiftBody>;

/** The recipe's first picture as an absolute address for the e-mail, or null. */
async function coverUrl(db: Db, origin: string, recipeId: string) {
  const [row] = await db
    .select({ image: images, crop: recipeImages.crop })
    .from(recipeImages)
    .innerJoin(images, eq(images.id, recipeImages.imageId))
    .where(eq(recipeImages.recipeId, recipeId))
    .orderBy(asc(recipeImages.position))
    .limit(1);
  if (!row) return null;
  return absoluteUrl(origin, imageUrl(croppedImageView(row.image, row.crop), { width: 1024 }));
}

const conflict = (message: string, path?: string) =>
  new ApiError("conflict", message, path ? [{ path, message }] : undefined);

/**
 * POST site/{siteSlug}/gifts (CONTEXT.md "Sending"). Every refusal comes before the gift is
 * written, so a refused gift spends nothing; the row and the e-mail are the spending.
 */
export async function sendGift(
  dbs: SiteDbs,
  env: Env,
  site: Site,
  giver: Session,
  body: Body,
  clock: Clock,
): Promise<SentGiftResponse> {
  const db = dbs.site;
  await hit(env.KV, GIFT_ATTEMPTS_PER_GIVER, `${site.id}:${giver.user.id}`);
  const recipe = await getPublishedRecipe(db, site.id, body.recipeId);
  const rights = await viewerRights(dbs, site.id, giver.user.id, recipe.id);
  // A lapsed or cancelled plan gives no new gifts; the ones already opened keep working.
  if (!rights.paidSubscriber) throw new ApiError("forbidden", GIFT_TEXT.notPaying);
  if (site.giftsPerMonth <= 0) throw new ApiError("forbidden", GIFT_TEXT.turnedOff);
  if (recipe.privacySetting === "public") throw conflict(GIFT_TEXT.publicRecipe, "recipeId");
  if (body.email === giver.user.email.toLowerCase()) throw conflict(GIFT_TEXT.toSelf, "email");
  const now = clock();
  const before = await giftAllowance(db, site, giver.user.id, now, true);
  if (before.left <= 0) throw conflict(GIFT_TEXT.spent);
  if (await canAlreadyRead(dbs, site.id, body.email, recipe.id)) {
    throw conflict(GIFT_TEXT.alreadyReads, "email");
  }
  const [pending] = await db
    .select({ id: recipeGifts.id })
    .from(recipeGifts)
    .where(
      and(
        eq(recipeGifts.recipeId, recipe.id),
        eq(recipeGifts.recipientEmail, body.email),
        isNull(recipeGifts.redeemedAt),
        gt(recipeGifts.expiresAt, now),
      ),
    )
    .limit(1);
  if (pending) throw conflict(GIFT_TEXT.alreadySent, "email");
  // Across all givers and sites: one address is not to be showered with gift e-mails.
  await hit(env.KV, GIFTS_PER_RECIPIENT, body.email);

  const token = randomToken();
  const expiresAt = new Date(now.getTime() + GIFT_LINK_DAYS * 24 * 3600 * 1000);
  await ensurePersonAnchor(dbs, giver.user.id);
  const [gift] = await db
    .insert(recipeGifts)
    .values({
      siteId: site.id,
      recipeId: recipe.id,
      giverUserId: giver.user.id,
      recipientEmail: body.email,
      message: body.message ?? null,
      tokenHash: await sha256(token),
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!gift) throw new Error("The gift row was not written");
  const origin = await siteOrigin(dbs.platform, env, site);
  const link = `${origin}/gift/${token}`;
  try {
    await mailerFor(env).send(
      await giftEmail({
        to: body.email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        giverName: giverName(giver.user),
        message: gift.message,
        recipeTitle: recipe.title,
        imageUrl: await coverUrl(db, origin, recipe.id),
        link,
        expiresInDays: GIFT_LINK_DAYS,
      }),
    );
  } catch (error) {
    // Not sent, not spent: the row goes, so the giver may try again.
    await db.delete(recipeGifts).where(eq(recipeGifts.id, gift.id));
    throw error;
  }
  return {
    gift: { id: gift.id, recipientEmail: gift.recipientEmail, expiresAt: expiresAt.toISOString() },
    allowance: await giftAllowance(db, site, giver.user.id, now, true),
  };
}
