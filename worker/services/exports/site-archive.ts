import type { RecipeDetail } from "@schema/api/public-read";
import { collectionRecipes, collections } from "@schema/db/collections";
import { comments } from "@schema/db/comments";
import { contributors } from "@schema/db/contributors";
import type { DataExportCounts } from "@schema/db/data-exports";
import { formerCollectionSlugs, formerRecipeSlugs } from "@schema/db/former-slugs";
import { images } from "@schema/db/images";
import { recipes } from "@schema/db/recipes";
import {
  events,
  featuredRecipes,
  headerLinks,
  links,
  productLinks,
  socialLinks,
} from "@schema/db/site-content";
import { sitePages } from "@schema/db/site-pages";
import { siteRedirects } from "@schema/db/site-redirects";
import { customDomains, sites } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import {
  csvRow,
  SUBSCRIBER_CSV_HEADER,
  subscriberCsvRow,
} from "../../../web/app/kitchen/sections/csv";
import { recipeJsonLd } from "../../../web/app/lib/recipe-page/json-ld";
import type { Db, Env } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import { inIdList } from "../../lib/sql-id-list";
import { fullRecipe, readRecipePage } from "../recipes/detail";
import { type Site, siteOrigin } from "../sites/lookup";
import { subscriberView } from "../subscribers/kitchen-list";
import { type ArchiveWriter, jsonArray } from "./archive-writer";
import { imageFileName, pagesById } from "./paging";

/** Rows per D1 read; recipes are read one page-batch each, so fewer at a time. */
const PAGE = 500;
const RECIPE_PAGE = 25;

export type ArchiveContext = {
  /** The platform's database: the export's own row, accounts and the site directory. */
  db: Db;
  /** Where sites' rows are (ADR 0014). */
  databases: SiteDatabases;
  env: Env;
  writer: ArchiveWriter;
  /** Every count, the reader's own included (DataExportCounts leaves those optional for old rows). */
  counts: Required<DataExportCounts>;
  /** Saves the counts so far (and stops the run when a newer attempt took over). */
  progress: () => Promise<void>;
};

const README = (site: Site, origin: string) => `Export of "${site.title}" (${origin})
Made ${new Date().toISOString()}.

site/settings.json      the site's settings, look and custom domains
site/pages.json         about, terms, privacy, contact, links, header and social links, products, events, featured recipes, contributors
site/redirects.json     old addresses and where each leads: your redirects, and renamed recipes' and collections' old slugs
recipes/{slug}.json     each recipe, drafts included, in the platform's own JSON
recipes/{slug}.jsonld   the same recipe as schema.org Recipe JSON-LD
recipes/{slug}.story.*  the recipe's story read aloud, where it has one, as uploaded
collections.json        collections with their recipes in order
comments.json           every comment as it reads now, hidden ones included (imported: from a WordPress export; editedAt: when its author last changed it)
subscribers.csv         every subscriber with plan and status
images.json             every uploaded image: size, type and its file under images/
images/                 the uploaded images as they were uploaded
`;

/** Everything of a site into the archive: see README above for the layout. */
export async function writeSiteArchive(context: ArchiveContext, site: Site) {
  const { db, env, writer } = context;
  const origin = await siteOrigin(db, env, site);
  // The site's rows come from the database its directory row names.
  const there = { ...context, site: context.databases.of(site.database) };
  await writer.addText("README.txt", README(site, origin));
  await writeSettings(there, site);
  await writeRedirects(there, site);
  await writeRecipes(there, site, origin);
  await writeCollections(there, site);
  await writeComments(there, site);
  await writeSubscribers(there, site);
  await writeImages(there, site);
}

/** An archive's context with the database holding the site's rows. */
type SiteContext = ArchiveContext & { site: Db };

async function writeSettings({ db, site: siteDb, writer }: SiteContext, site: Site) {
  // Stripe's internal ids and cache bookkeeping are the platform's, not the creator's.
  const {
    stripeAccountId: _account,
    stripeProductId: _product,
    stripeMonthlyPriceId: _monthly,
    stripeYearlyPriceId: _yearly,
    stripePortalConfigurationId: _portal,
    contentVersion: _version,
    database: _database,
    ...settings
  } = { ...site, ...(siteDb === db ? {} : await anchorPictures(siteDb, site.id)) };
  const domains = await db
    .select({ hostname: customDomains.hostname, status: customDomains.status })
    .from(customDomains)
    .where(eq(customDomains.siteId, site.id));
  await writer.addText("site/settings.json", json({ ...settings, customDomains: domains }));

  const [pages, linkRows, headerRows, socialRows, productRows, eventRows, featured, people] =
    await siteDb.batch([
      siteDb.select().from(sitePages).where(eq(sitePages.siteId, site.id)),
      siteDb.select().from(links).where(eq(links.siteId, site.id)).orderBy(asc(links.position)),
      siteDb
        .select()
        .from(headerLinks)
        .where(eq(headerLinks.siteId, site.id))
        .orderBy(asc(headerLinks.position)),
      siteDb
        .select()
        .from(socialLinks)
        .where(eq(socialLinks.siteId, site.id))
        .orderBy(asc(socialLinks.position)),
      siteDb
        .select()
        .from(productLinks)
        .where(eq(productLinks.siteId, site.id))
        .orderBy(asc(productLinks.position)),
      siteDb.select().from(events).where(eq(events.siteId, site.id)).orderBy(asc(events.date)),
      siteDb
        .select({ recipeId: featuredRecipes.recipeId, slug: recipes.slug })
        .from(featuredRecipes)
        .innerJoin(recipes, eq(recipes.id, featuredRecipes.recipeId))
        .where(eq(featuredRecipes.siteId, site.id))
        .orderBy(asc(featuredRecipes.position)),
      // Everyone on the Contributors page, credited on a recipe or not yet (the recipes
      // name theirs by id).
      siteDb
        .select()
        .from(contributors)
        .where(eq(contributors.siteId, site.id))
        .orderBy(asc(contributors.position)),
    ]);
  await writer.addText(
    "site/pages.json",
    json({
      about: { heading: site.aboutHeading, short: site.aboutShort, body: site.about },
      terms: pages.find((page) => page.kind === "terms")?.body ?? null,
      privacy: pages.find((page) => page.kind === "privacy")?.body ?? null,
      contact: pages.find((page) => page.kind === "contact")?.body ?? null,
      links: linkRows,
      headerLinks: headerRows,
      socialLinks: socialRows,
      productLinks: productRows,
      events: eventRows,
      featuredRecipes: featured,
      contributors: people,
    }),
  );
}

/**
 * Every old address the site answers (ADR 0020), as paths: what a creator moving on needs to
 * keep their links working wherever they go.
 */
async function writeRedirects({ site: siteDb, writer }: SiteContext, site: Site) {
  // Not one batch: D1's batch answers rows keyed by column name, and two columns here are
  // both "slug".
  const [own, recipeSlugs, collectionSlugs] = await Promise.all([
    siteDb
      .select({ from: siteRedirects.fromPath, to: siteRedirects.to })
      .from(siteRedirects)
      .where(eq(siteRedirects.siteId, site.id))
      .orderBy(asc(siteRedirects.fromPath)),
    siteDb
      .select({ from: formerRecipeSlugs.slug, to: recipes.slug })
      .from(formerRecipeSlugs)
      .innerJoin(recipes, eq(recipes.id, formerRecipeSlugs.recipeId))
      .where(eq(formerRecipeSlugs.siteId, site.id))
      .orderBy(asc(formerRecipeSlugs.slug)),
    siteDb
      .select({ from: formerCollectionSlugs.slug, to: collections.slug })
      .from(formerCollectionSlugs)
      .innerJoin(collections, eq(collections.id, formerCollectionSlugs.collectionId))
      .where(eq(formerCollectionSlugs.siteId, site.id))
      .orderBy(asc(formerCollectionSlugs.slug)),
  ]);
  const page = (kind: string) => (row: { from: string; to: string }) => ({
    from: `/${kind}/${row.from}`,
    to: `/${kind}/${row.to}`,
  });
  await writer.addText(
    "site/redirects.json",
    json({
      redirects: own,
      renamedRecipes: recipeSlugs.map(page("recipes")),
      renamedCollections: collectionSlugs.map(page("collections")),
    }),
  );
}

async function writeRecipes(context: SiteContext, site: Site, origin: string) {
  const { db, databases, site: siteDb, writer, counts } = context;
  const [owner] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, site.ownerId));
  const units = {
    measurementSystem: site.defaultMeasurementSystem,
    temperatureSystem: site.defaultTemperatureSystem,
  };
  const pages = pagesById(
    (after, size) =>
      siteDb
        .select({ id: recipes.id, slug: recipes.slug })
        .from(recipes)
        .where(and(eq(recipes.siteId, site.id), gt(recipes.id, after)))
        .orderBy(asc(recipes.id))
        .limit(size),
    RECIPE_PAGE,
  );
  for await (const page of pages) {
    for (const { slug } of page) {
      // The recipe page's own read: the export is exactly what the page shows in full.
      const read = await readRecipePage(databases, { siteSlug: site.slug, recipeSlug: slug }, null);
      if (!read.recipe) continue; // deleted while the export ran
      const recipe: RecipeDetail = {
        ...fullRecipe(read.recipe, read.parts),
        access: { full: true, reason: "manager" },
      };
      const pageUrl = `${origin}/recipes/${encodeURIComponent(slug)}`;
      await writer.addText(
        `recipes/${slug}.json`,
        json({ ...recipe, status: recipe.publishedAt ? "published" : "draft" }),
      );
      await writer.addText(
        `recipes/${slug}.jsonld`,
        json(
          recipeJsonLd({
            recipe,
            pageUrl,
            origin,
            authorName: owner?.displayName ?? null,
            siteTitle: site.title,
            units,
          }),
        ),
      );
      await writeStoryAudio(context, slug, read.recipe.storyAudioKey);
      counts.recipes++;
    }
    await context.progress();
  }
}

/** The story read aloud, as uploaded, beside its recipe (a missing file is left out). */
async function writeStoryAudio(context: SiteContext, slug: string, key: string | null) {
  const object = key ? await context.env.MEDIA.get(key) : null;
  if (!key || !object) return;
  const extension = key.slice(key.lastIndexOf(".") + 1);
  await context.writer.addStream(`recipes/${slug}.story.${extension}`, object.body);
}

async function writeCollections(context: SiteContext, site: Site) {
  const { site: db, writer, counts } = context;
  const pages = pagesById(async (after, size) => {
    const rows = await db
      .select()
      .from(collections)
      .where(and(eq(collections.siteId, site.id), gt(collections.id, after)))
      .orderBy(asc(collections.id))
      .limit(size);
    const members = rows.length
      ? await db
          .select({
            collectionId: collectionRecipes.collectionId,
            recipeId: collectionRecipes.recipeId,
            slug: recipes.slug,
          })
          .from(collectionRecipes)
          .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
          .where(
            inArray(
              collectionRecipes.collectionId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(collectionRecipes.position))
      : [];
    counts.collections += rows.length;
    return rows.map(({ siteId: _site, ...row }) => ({
      ...row,
      recipes: members
        .filter((member) => member.collectionId === row.id)
        .map(({ recipeId, slug }) => ({ id: recipeId, slug })),
    }));
  }, 100);
  await writer.addText("collections.json", jsonArray(pages));
  await context.progress();
}

async function writeComments(context: SiteContext, site: Site) {
  const { db, site: siteDb, writer, counts } = context;
  const pages = pagesById(async (after, size) => {
    const rows = await siteDb
      .select({
        id: comments.id,
        recipeId: comments.recipeId,
        recipeSlug: recipes.slug,
        parentId: comments.parentId,
        userId: comments.userId,
        importedAuthorName: comments.importedAuthorName,
        content: comments.content,
        hiddenAt: comments.hiddenAt,
        createdAt: comments.createdAt,
        editedAt: comments.editedAt,
        updatedAt: comments.updatedAt,
      })
      .from(comments)
      .innerJoin(recipes, eq(recipes.id, comments.recipeId))
      .where(and(eq(comments.siteId, site.id), gt(comments.id, after)))
      .orderBy(asc(comments.id))
      .limit(size);
    // Who wrote them is the platform's (ADR 0014), asked once a page.
    const authorIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
    const authors = new Map(
      (authorIds.length
        ? await db
            .select({ id: users.id, displayName: users.displayName, handle: users.handle })
            .from(users)
            .where(inIdList(users.id, authorIds))
        : []
      ).map((author) => [author.id, author]),
    );
    counts.comments += rows.length;
    return rows.map(({ userId, importedAuthorName, ...row }) => {
      const author = userId ? authors.get(userId) : undefined;
      return {
        id: row.id,
        recipeId: row.recipeId,
        recipeSlug: row.recipeSlug,
        parentId: row.parentId,
        // An imported comment has no account: its name is the export's.
        authorName: author?.displayName ?? importedAuthorName,
        authorHandle: author?.handle ?? null,
        imported: userId === null,
        content: row.content,
        hiddenAt: row.hiddenAt,
        createdAt: row.createdAt,
        // When its author last changed the words above (null: never); updatedAt moves with
        // moderation too.
        editedAt: row.editedAt,
        updatedAt: row.updatedAt,
      };
    });
  }, PAGE);
  await writer.addText("comments.json", jsonArray(pages));
  await context.progress();
}

async function writeSubscribers(context: SiteContext, site: Site) {
  const { site: db, writer, counts } = context;
  const pages = pagesById(
    (after, size) =>
      db
        .select()
        .from(siteSubscriptions)
        .where(and(eq(siteSubscriptions.siteId, site.id), gt(siteSubscriptions.id, after)))
        .orderBy(asc(siteSubscriptions.id))
        .limit(size),
    PAGE,
  );
  async function* rows() {
    // The kitchen's subscriber CSV, columns and escaping alike (BOM: spreadsheets read UTF-8).
    yield `\uFEFF${csvRow([...SUBSCRIBER_CSV_HEADER])}`;
    for await (const page of pages) {
      counts.subscribers += page.length;
      yield page.map((row) => subscriberCsvRow(subscriberView(row, null))).join("");
    }
  }
  await writer.addText("subscribers.csv", rows());
  await context.progress();
}

async function writeImages(context: SiteContext, site: Site) {
  const { site: db, env, writer, counts } = context;
  const readImages = (after: string, size: number) =>
    db
      .select()
      .from(images)
      .where(and(eq(images.siteId, site.id), gt(images.id, after)))
      .orderBy(asc(images.id))
      .limit(size);
  // The bytes first, one object at a time straight from R2; then the index, which can say
  // which objects were missing from the bucket.
  const missing = new Set<string>();
  for await (const page of pagesById(readImages, 100)) {
    for (const image of page) {
      const object = await env.MEDIA.get(image.key);
      if (!object) {
        missing.add(image.id);
        continue;
      }
      await writer.addStream(`images/${imageFileName(image)}`, object.body);
      counts.images++;
    }
    await context.progress();
  }
  const index = async function* () {
    for await (const page of pagesById(readImages, PAGE)) {
      yield page.map(({ siteId: _site, uploaderId: _uploader, lqip: _lqip, ...image }) => ({
        ...image,
        file: missing.has(image.id) ? null : `images/${imageFileName(image)}`,
      }));
    }
  };
  await writer.addText("images.json", jsonArray(index()));
}

/** A moved site's pictures: its directory row names none, the copy in its database does. */
async function anchorPictures(siteDb: Db, siteId: string) {
  const [anchor] = await siteDb
    .select({
      featuredImageId: sites.featuredImageId,
      logoId: sites.logoId,
      iconId: sites.iconId,
      faviconId: sites.faviconId,
    })
    .from(sites)
    .where(eq(sites.id, siteId));
  return anchor ?? {};
}

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
