import { bookmarks } from "@schema/db/bookmarks";
import { comments } from "@schema/db/comments";
import { images } from "@schema/db/images";
import { recipeGifts } from "@schema/db/recipe-gifts";
import { recipes } from "@schema/db/recipes";
import { sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, asc, eq, gt, or } from "drizzle-orm";
import { notFound } from "../../errors";
import { jsonArray } from "./archive-writer";
import { imageFileName, pagesById } from "./paging";
import { type ArchiveContext, json } from "./site-archive";

const PAGE = 500;

const README = (email: string) => `Your data on the platform (${email})
Made ${new Date().toISOString()}.

account.json         your account: e-mail address, name, handle, bio, preferences
bookmarks.json       the recipes you saved, on every site
comments.json        every comment you wrote, on every site
subscriptions.json   your subscriptions: site, plan, status, newsletter
gifts.json           recipes you gifted (to whom, opened or not) and recipes gifted to you
avatar.*             your profile picture, if you uploaded one
`;

/** One reader's own data into the archive (the account area's "Download my data"). */
export async function writeAccountArchive(context: ArchiveContext, userId: string) {
  const { db, env, writer, counts } = context;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  await writer.addText("README.txt", README(user.email));
  const { staffRole: _staff, avatarImageId, ...account } = user;
  await writer.addText("account.json", json(account));

  const bookmarkPages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: bookmarks.recipeId,
        site: sites.slug,
        siteTitle: sites.title,
        recipe: recipes.slug,
        recipeTitle: recipes.title,
        savedAt: bookmarks.createdAt,
      })
      .from(bookmarks)
      .innerJoin(recipes, eq(recipes.id, bookmarks.recipeId))
      .innerJoin(sites, eq(sites.id, bookmarks.siteId))
      .where(and(eq(bookmarks.userId, userId), gt(bookmarks.recipeId, after)))
      .orderBy(asc(bookmarks.recipeId))
      .limit(size);
    counts.bookmarks += rows.length;
    return rows;
  }, PAGE);
  await writer.addText(
    "bookmarks.json",
    jsonArray(mapPages(bookmarkPages, ({ id: recipeId, ...row }) => ({ recipeId, ...row }))),
  );
  await context.progress();

  const commentPages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: comments.id,
        site: sites.slug,
        recipe: recipes.slug,
        recipeTitle: recipes.title,
        parentId: comments.parentId,
        content: comments.content,
        hiddenAt: comments.hiddenAt,
        createdAt: comments.createdAt,
        updatedAt: comments.updatedAt,
      })
      .from(comments)
      .innerJoin(recipes, eq(recipes.id, comments.recipeId))
      .innerJoin(sites, eq(sites.id, comments.siteId))
      .where(and(eq(comments.userId, userId), gt(comments.id, after)))
      .orderBy(asc(comments.id))
      .limit(size);
    counts.comments += rows.length;
    return rows;
  }, PAGE);
  await writer.addText("comments.json", jsonArray(commentPages));
  await context.progress();

  const subscriptionPages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: siteSubscriptions.id,
        site: sites.slug,
        siteTitle: sites.title,
        email: siteSubscriptions.email,
        plan: siteSubscriptions.plan,
        status: siteSubscriptions.status,
        priceAmountCents: siteSubscriptions.priceAmountCents,
        cadence: siteSubscriptions.cadence,
        newsletterOptIn: siteSubscriptions.newsletterOptIn,
        currentPeriodEnd: siteSubscriptions.currentPeriodEnd,
        cancelAt: siteSubscriptions.cancelAt,
        canceledAt: siteSubscriptions.canceledAt,
        compUntil: siteSubscriptions.compUntil,
        createdAt: siteSubscriptions.createdAt,
      })
      .from(siteSubscriptions)
      .innerJoin(sites, eq(sites.id, siteSubscriptions.siteId))
      .where(and(eq(siteSubscriptions.userId, userId), gt(siteSubscriptions.id, after)))
      .orderBy(asc(siteSubscriptions.id))
      .limit(size);
    counts.subscriptions += rows.length;
    return rows;
  }, PAGE);
  await writer.addText("subscriptions.json", jsonArray(subscriptionPages));

  // Titles and addresses only: a recipe's text is the site's, not the reader's data.
  const giftPages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: recipeGifts.id,
        site: sites.slug,
        recipe: recipes.slug,
        recipeTitle: recipes.title,
        giverUserId: recipeGifts.giverUserId,
        recipientEmail: recipeGifts.recipientEmail,
        message: recipeGifts.message,
        sentAt: recipeGifts.createdAt,
        openedAt: recipeGifts.redeemedAt,
      })
      .from(recipeGifts)
      .innerJoin(recipes, eq(recipes.id, recipeGifts.recipeId))
      .innerJoin(sites, eq(sites.id, recipeGifts.siteId))
      .where(
        and(
          or(eq(recipeGifts.giverUserId, userId), eq(recipeGifts.recipientUserId, userId)),
          gt(recipeGifts.id, after),
        ),
      )
      .orderBy(asc(recipeGifts.id))
      .limit(size);
    return rows;
  }, PAGE);
  await writer.addText(
    "gifts.json",
    jsonArray(
      mapPages(giftPages, ({ giverUserId, ...row }) => ({
        direction: giverUserId === userId ? "given" : "received",
        ...row,
      })),
    ),
  );

  if (avatarImageId) {
    const [avatar] = await db.select().from(images).where(eq(images.id, avatarImageId));
    const object = avatar ? await env.MEDIA.get(avatar.key) : null;
    if (avatar && object) {
      const extension = /\.[a-z0-9]+$/.exec(imageFileName(avatar))?.[0] ?? "";
      await writer.addStream(`avatar${extension}`, object.body);
      counts.images++;
    }
  }
  await context.progress();
}

async function* mapPages<T, U>(pages: AsyncIterable<T[]>, map: (row: T) => U) {
  for await (const page of pages) yield page.map(map);
}
