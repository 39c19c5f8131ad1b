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
import { everySiteDatabase } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { writeRatings, writeUpvotes } from "./account-ratings";
import { writeShoppingList } from "./account-shopping-list";
import { inEach, siteNames, withSites } from "./account-site-rows";
import { jsonArray } from "./archive-writer";
import { imageFileName, pagesById } from "./paging";
import { type ArchiveContext, json } from "./site-archive";

const PAGE = 500;

const README = (email: string) => `Your data on the platform (${email})
Made ${new Date().toISOString()}.

account.json         your account: e-mail address, name, handle, bio, preferences
bookmarks.json       the recipes you saved, on every site
comments.json        every comment you wrote, on every site, as it reads now (editedAt: when you last changed it)
subscriptions.json   your subscriptions: site, plan, status, newsletter
gifts.json           recipes you gifted (to whom, opened or not) and recipes gifted to you
ratings.json         the stars you gave recipes; a review's text is its comment in comments.json
upvotes.json         the comments you upvoted
shopping-list.json   your shopping list, each line with the recipes it came from
avatar.*             your profile picture, if you uploaded one
`;

/**
 * One reader's own data into the archive (the account area's "Download my data"). The
 * account, bookmarks and shopping list are the platform's; comments, subscriptions, gifts,
 * ratings and upvotes are sites' rows, read from every database holding sites (ADR 0014), each site named from the
 * platform's directory.
 */
export async function writeAccountArchive(context: ArchiveContext, userId: string) {
  const { db, databases, env, writer, counts } = context;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  await writer.addText("README.txt", README(user.email));
  const { staffRole: _staff, avatarImageId, ...account } = user;
  await writer.addText("account.json", json(account));
  const siteDbs = await everySiteDatabase(databases);
  const named = siteNames(db);

  const bookmarkPages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: bookmarks.recipeId,
        siteId: bookmarks.siteId,
        site: sites.slug,
        siteTitle: sites.title,
        database: sites.database,
        savedAt: bookmarks.createdAt,
      })
      .from(bookmarks)
      .innerJoin(sites, eq(sites.id, bookmarks.siteId))
      .where(and(eq(bookmarks.userId, userId), gt(bookmarks.recipeId, after)))
      .orderBy(asc(bookmarks.recipeId))
      .limit(size);
    // The recipes from the database each site names, one query a database.
    const titles = new Map<string, { slug: string; title: string }>();
    for (const database of new Set(rows.map((row) => row.database))) {
      const ids = rows.filter((row) => row.database === database).map((row) => row.id);
      const found = await databases
        .of(database)
        .select({ id: recipes.id, slug: recipes.slug, title: recipes.title })
        .from(recipes)
        .where(inIdList(recipes.id, ids));
      for (const recipe of found) titles.set(recipe.id, recipe);
    }
    return rows.map(({ database: _db, siteId: _site, ...row }) => ({
      ...row,
      recipe: titles.get(row.id),
    }));
  }, PAGE);
  async function* bookmarkRows() {
    for await (const page of bookmarkPages) {
      // A bookmark of a recipe since deleted is left out, as a join on recipes would.
      const kept = page.flatMap(({ id: recipeId, site, siteTitle, recipe, savedAt }) =>
        recipe
          ? [{ recipeId, site, siteTitle, recipe: recipe.slug, recipeTitle: recipe.title, savedAt }]
          : [],
      );
      counts.bookmarks += kept.length;
      yield kept;
    }
  }
  await writer.addText("bookmarks.json", jsonArray(bookmarkRows()));
  await context.progress();

  const commentPages = inEach(siteDbs, (siteDb) =>
    pagesById(async (after, size) => {
      const rows = await siteDb
        .select({
          id: comments.id,
          siteId: comments.siteId,
          recipe: recipes.slug,
          recipeTitle: recipes.title,
          parentId: comments.parentId,
          content: comments.content,
          hiddenAt: comments.hiddenAt,
          createdAt: comments.createdAt,
          editedAt: comments.editedAt,
          updatedAt: comments.updatedAt,
        })
        .from(comments)
        .innerJoin(recipes, eq(recipes.id, comments.recipeId))
        .where(and(eq(comments.userId, userId), gt(comments.id, after)))
        .orderBy(asc(comments.id))
        .limit(size);
      counts.comments += rows.length;
      return rows;
    }, PAGE),
  );
  await writer.addText(
    "comments.json",
    jsonArray(
      withSites(named, commentPages, (row, site) => ({
        id: row.id,
        site: site.slug,
        recipe: row.recipe,
        recipeTitle: row.recipeTitle,
        parentId: row.parentId,
        content: row.content,
        hiddenAt: row.hiddenAt,
        createdAt: row.createdAt,
        // When its author last changed the words above (null: never); updatedAt moves with
        // moderation too.
        editedAt: row.editedAt,
        updatedAt: row.updatedAt,
      })),
    ),
  );
  await context.progress();

  const subscriptionPages = inEach(siteDbs, (siteDb) =>
    pagesById(async (after, size) => {
      const rows = await siteDb
        .select()
        .from(siteSubscriptions)
        .where(and(eq(siteSubscriptions.userId, userId), gt(siteSubscriptions.id, after)))
        .orderBy(asc(siteSubscriptions.id))
        .limit(size);
      counts.subscriptions += rows.length;
      return rows;
    }, PAGE),
  );
  await writer.addText(
    "subscriptions.json",
    jsonArray(
      withSites(named, subscriptionPages, (row, site) => ({
        id: row.id,
        site: site.slug,
        siteTitle: site.title,
        email: row.email,
        plan: row.plan,
        status: row.status,
        priceAmountCents: row.priceAmountCents,
        cadence: row.cadence,
        newsletterOptIn: row.newsletterOptIn,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAt: row.cancelAt,
        canceledAt: row.canceledAt,
        compUntil: row.compUntil,
        createdAt: row.createdAt,
      })),
    ),
  );

  // Titles and addresses only: a recipe's text is the site's, not the reader's data.
  const giftPages = inEach(siteDbs, (siteDb) =>
    pagesById(async (after, size) => {
      const rows = await siteDb
        .select({
          id: recipeGifts.id,
          siteId: recipeGifts.siteId,
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
        .where(
          and(
            or(eq(recipeGifts.giverUserId, userId), eq(recipeGifts.recipientUserId, userId)),
            gt(recipeGifts.id, after),
          ),
        )
        .orderBy(asc(recipeGifts.id))
        .limit(size);
      counts.gifts += rows.length;
      return rows;
    }, PAGE),
  );
  await writer.addText(
    "gifts.json",
    jsonArray(
      withSites(named, giftPages, ({ giverUserId, ...row }, site) => ({
        direction: giverUserId === userId ? "given" : "received",
        id: row.id,
        site: site.slug,
        recipe: row.recipe,
        recipeTitle: row.recipeTitle,
        recipientEmail: row.recipientEmail,
        message: row.message,
        sentAt: row.sentAt,
        openedAt: row.openedAt,
      })),
    ),
  );
  counts.ratings += await writeRatings(writer, userId, { siteDbs, named });
  await writeUpvotes(writer, userId, { siteDbs, named });
  await context.progress();
  counts.listItems += await writeShoppingList(writer, db, userId);

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
