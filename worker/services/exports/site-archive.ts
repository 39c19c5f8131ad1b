import type { RecipeDetail } from "@schema/api/public-read";
import { collectionRecipes, collections } from "@schema/db/collections";
import { comments } from "@schema/db/comments";
import type { DataExportCounts } from "@schema/db/data-exports";
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
import { customDomains } from "@schema/db/sites";
import { siteSubscriptions } from "@schema/db/subscriptions";
import { users } from "@schema/db/users";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import {
  csvRow,
  SUBSCRIBER_CSV_HEADER,
  subscriberCsvRow,
} from "../../../web/app/kitchen/sections/csv";
import { recipeJsonLd } from "../../../web/app/lib/recipe-page/json-ld";
import type { Db, Env } from "../../env";
import { platformOnly } from "../../lib/site-databases";
import { fullRecipe, readRecipePage } from "../recipes/detail";
import { type Site, siteOrigin } from "../sites/lookup";
import { subscriberView } from "../subscribers/kitchen-list";
import { type ArchiveWriter, jsonArray } from "./archive-writer";
import { imageFileName, pagesById } from "./paging";

/** Rows per D1 read; recipes are read one page-batch each, so fewer at a time. */
const PAGE = 500;
const RECIPE_PAGE = 25;

export type ArchiveContext = {
  db: Db;
  env: Env;
  writer: ArchiveWriter;
  counts: DataExportCounts;
  /** Saves the counts so far (and stops the run when a newer attempt took over). */
  progress: () => Promise<void>;
};

const README = (site: Site, origin: string) => `Export of "${site.title}" (${origin})
Made ${new Date().toISOString()}.

site/settings.json      the site's settings, look and custom domains
site/pages.json         about, terms, privacy, contact, links, header and social links, products, events, featured recipes
recipes/{slug}.json     each recipe, drafts included, in the platform's own JSON
recipes/{slug}.jsonld   the same recipe as schema.org Recipe JSON-LD
collections.json        collections with their recipes in order
comments.json           every comment, hidden ones included (imported: from a WordPress export)
subscribers.csv         every subscriber with plan and status
images.json             every uploaded image: size, type and its file under images/
images/                 the uploaded images as they were uploaded
`;

/** Everything of a site into the archive: see README above for the layout. */
export async function writeSiteArchive(context: ArchiveContext, site: Site) {
  const { db, env, writer } = context;
  const origin = await siteOrigin(db, env, site);
  await writer.addText("README.txt", README(site, origin));
  await writeSettings(context, site);
  await writeRecipes(context, site, origin);
  await writeCollections(context, site);
  await writeComments(context, site);
  await writeSubscribers(context, site);
  await writeImages(context, site);
}

async function writeSettings({ db, writer }: ArchiveContext, site: Site) {
  // Stripe's internal ids and cache bookkeeping are the platform's, not the creator's.
  const {
    stripeAccountId: _account,
    stripeProductId: _product,
    stripeMonthlyPriceId: _monthly,
    stripeYearlyPriceId: _yearly,
    stripePortalConfigurationId: _portal,
    contentVersion: _version,
    ...settings
  } = site;
  const domains = await db
    .select({ hostname: customDomains.hostname, status: customDomains.status })
    .from(customDomains)
    .where(eq(customDomains.siteId, site.id));
  await writer.addText("site/settings.json", json({ ...settings, customDomains: domains }));

  const [pages, linkRows, headerRows, socialRows, productRows, eventRows, featured] =
    await db.batch([
      db.select().from(sitePages).where(eq(sitePages.siteId, site.id)),
      db.select().from(links).where(eq(links.siteId, site.id)).orderBy(asc(links.position)),
      db
        .select()
        .from(headerLinks)
        .where(eq(headerLinks.siteId, site.id))
        .orderBy(asc(headerLinks.position)),
      db
        .select()
        .from(socialLinks)
        .where(eq(socialLinks.siteId, site.id))
        .orderBy(asc(socialLinks.position)),
      db
        .select()
        .from(productLinks)
        .where(eq(productLinks.siteId, site.id))
        .orderBy(asc(productLinks.position)),
      db.select().from(events).where(eq(events.siteId, site.id)).orderBy(asc(events.date)),
      db
        .select({ recipeId: featuredRecipes.recipeId, slug: recipes.slug })
        .from(featuredRecipes)
        .innerJoin(recipes, eq(recipes.id, featuredRecipes.recipeId))
        .where(eq(featuredRecipes.siteId, site.id))
        .orderBy(asc(featuredRecipes.position)),
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
    }),
  );
}

async function writeRecipes(context: ArchiveContext, site: Site, origin: string) {
  const { db, writer, counts } = context;
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
      db
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
      const read = await readRecipePage(
        platformOnly(db),
        { siteSlug: site.slug, recipeSlug: slug },
        null,
      );
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
      counts.recipes++;
    }
    await context.progress();
  }
}

async function writeCollections(context: ArchiveContext, site: Site) {
  const { db, writer, counts } = context;
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

async function writeComments(context: ArchiveContext, site: Site) {
  const { db, writer, counts } = context;
  const pages = pagesById(async (after, size) => {
    const rows = await db
      .select({
        id: comments.id,
        recipeId: comments.recipeId,
        recipeSlug: recipes.slug,
        parentId: comments.parentId,
        // An imported comment has no account: its name is the export's.
        authorName: sql<
          string | null
        >`coalesce(${users.displayName}, ${comments.importedAuthorName})`,
        authorHandle: users.handle,
        imported: sql<boolean>`${comments.userId} is null`.mapWith(Boolean),
        content: comments.content,
        hiddenAt: comments.hiddenAt,
        createdAt: comments.createdAt,
        updatedAt: comments.updatedAt,
      })
      .from(comments)
      .innerJoin(recipes, eq(recipes.id, comments.recipeId))
      .leftJoin(users, eq(users.id, comments.userId))
      .where(and(eq(comments.siteId, site.id), gt(comments.id, after)))
      .orderBy(asc(comments.id))
      .limit(size);
    counts.comments += rows.length;
    return rows;
  }, PAGE);
  await writer.addText("comments.json", jsonArray(pages));
  await context.progress();
}

async function writeSubscribers(context: ArchiveContext, site: Site) {
  const { db, writer, counts } = context;
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

async function writeImages(context: ArchiveContext, site: Site) {
  const { db, env, writer, counts } = context;
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

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
