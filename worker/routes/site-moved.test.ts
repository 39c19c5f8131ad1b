import { env } from "cloudflare:test";
import { bookmarks } from "@schema/db/bookmarks";
import { newsletterConfirmations } from "@schema/db/newsletter-confirmations";
import { recipeRatings } from "@schema/db/ratings";
import { sitePages } from "@schema/db/site-pages";
import { sites } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { unsubscribeToken } from "../services/newsletters/unsubscribe-token";
import { anchorEmail } from "../services/site-databases/anchors";
import {
  call,
  db,
  latestMail,
  makeSite,
  makeUser,
  signedIn,
  tokenFromLink,
  unique,
} from "../test/factories";
import {
  friendAddress,
  friendSignedIn,
  giftKitchen,
  giftTokenFor,
  sendGift,
} from "../test/gift-helpers";
import {
  createRecipe,
  fullRecipe,
  makeCommentRow,
  makeEquipmentRow,
  makeImageRow,
  makeIngredientRow,
  makeRecipeCatalogue,
  makeTermRow,
  makeUnitRow,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";
import { contentVersion, countIn, move, withSitesOnPlatform } from "../test/moved-sites";
import {
  doc,
  makeCollection,
  makeFreePlan,
  makeManager,
  makeRecipe,
  makeSubscriber,
  makeTerm,
} from "../test/recipe-factories";
import { addRecipe, lineNamed, shoppingCatalogue } from "../test/shopping-helpers";
import {
  accountEvents,
  CARDS,
  consume,
  makePaidSite,
  payCheckout,
  siteRow,
} from "../test/stripe-factories";
import { png, putBytes } from "../test/upload-helpers";

/**
 * The paths routed by site (ADR 0014): a site moved to a site database answers there exactly
 * as it did before, for a visitor, a paying subscriber and its staff, while its rows are gone
 * from the database it left; and what its visitors and staff write lands there.
 */

withSitesOnPlatform();

/** A site with something on every public page, and its three kinds of reader. */
async function furnishedSite() {
  const avatar = await makeImageRow(null);
  const owner = await makeUser({ displayName: "Ada the Cook", avatarImageId: avatar.id });
  const site = await makeSite({ ownerId: owner.id });
  const logo = await makeImageRow(site.id);
  await db().update(sites).set({ logoId: logo.id }).where(eq(sites.id, site.id));
  const cuisine = await makeTerm("cuisines", "Basque");
  const paywalled = await makeRecipe({
    siteId: site.id,
    title: "Members' stew",
    privacySetting: "subscribers_only",
    ingredientGroups: [{ lines: ["2 onions", "1 kg beef"] }],
    instructionGroups: [{ steps: ["Brown the beef.", "Simmer for two hours."] }],
  });
  const open = await makeRecipe({
    siteId: site.id,
    title: "Marmitako toast",
    terms: { cuisines: [cuisine.id] },
  });
  const collection = await makeCollection({ siteId: site.id, recipeIds: [open.id] });
  await db()
    .insert(sitePages)
    .values({ siteId: site.id, kind: "terms", body: doc("Our own terms.") });
  const reader = await makeSubscriber(site.id, "monthly");
  const manager = await makeManager(site.id);
  await db()
    .insert(recipeRatings)
    .values({ siteId: site.id, recipeId: open.id, userId: reader.id, stars: 4 });
  const top = await makeCommentRow({ siteId: site.id, recipeId: open.id });
  await makeCommentRow({ siteId: site.id, recipeId: open.id, parentId: top.id });
  return { site, owner, paywalled, open, collection, reader, manager, cuisine };
}

type Furnished = Awaited<ReturnType<typeof furnishedSite>>;

/** Every routed read, as each kind of viewer gets it; the content version aside. */
async function readAll({ site, paywalled, open, collection, reader, manager }: Furnished) {
  const viewers = {
    visitor: undefined,
    subscriber: await signedIn(reader.id, site.id),
    manager: await signedIn(manager.id, site.id),
  };
  const paths = [
    "/current-site",
    "/recipes",
    "/recipes?query=marmitako",
    "/filters",
    "/collections",
    `/collections/${collection.slug}`,
    "/site-pages/terms",
    `/comments?recipeId=${open.id}`,
    `/ratings?recipeId=${open.id}`,
    `/recipes/${paywalled.slug}`,
    `/recipes/${open.slug}`,
  ];
  const answers: Record<string, unknown> = {};
  for (const [name, token] of Object.entries(viewers)) {
    for (const path of paths) {
      const res = await call("GET", `/site/${site.slug}${path}`, { token });
      expect(res.status, `${name} ${path}`).toBe(200);
      if (res.body.site) delete res.body.site.contentVersion;
      answers[`${name} ${path}`] = res.body;
    }
  }
  return answers;
}

// A copy reads the schema of 76 tables and writes a site table by table: some 20 s on a
// busy two-core machine, past the 30 s hang guard (vitest.config.ts) now and then.
describe("a site moved to a database of its own", { timeout: 120_000 }, () => {
  it("reads the same there, for every kind of viewer, and nothing of it stays behind", async () => {
    const furnished = await furnishedSite();
    const { site, paywalled, open } = furnished;
    const before = await readAll(furnished);
    // What the reads must show, so that an empty answer on both sides cannot pass.
    expect(before[`visitor /recipes/${paywalled.slug}`]).toMatchObject({
      recipe: { access: { full: false } },
    });
    expect(before[`subscriber /recipes/${paywalled.slug}`]).toMatchObject({
      recipe: { access: { full: true } },
    });
    expect(before[`visitor /recipes/${open.slug}`]).toMatchObject({
      recipe: { rating: { count: 1 } },
    });
    expect(before["visitor /current-site"]).toMatchObject({
      site: { owner: { displayName: "Ada the Cook", avatar: { url: expect.any(String) } } },
    });
    expect(before["visitor /current-site"]).toMatchObject({
      site: { logo: { url: expect.any(String) } },
    });
    expect(before["visitor /recipes?query=marmitako"]).toMatchObject({ total: 1 });
    expect(before["visitor /filters"]).toMatchObject({
      cuisines: [{ id: furnished.cuisine.id, recipeCount: 1 }],
    });
    expect(before[`visitor /comments?recipeId=${open.id}`]).toMatchObject({
      comments: [
        { user: { displayName: expect.stringMatching(/^Reader/) }, children: [{ level: 2 }] },
      ],
    });
    expect(before["visitor /site-pages/terms"]).toMatchObject({ isDefault: false });

    await move(site.id);
    for (const table of ["recipes", "comments", "collections", "site_pages", "recipe_ratings"]) {
      expect(await countIn(env.DB, table, site.id), table).toBe(0);
      expect(await countIn(env.SITE_DB_1, table, site.id), table).toBeGreaterThan(0);
    }
    expect(await readAll(furnished)).toEqual(before);
  });

  it("lists its recipes and collections for sitemaps beside another site's", async () => {
    const { site, open, collection } = await furnishedSite();
    const stayed = await makeSite();
    const there = await makeRecipe({ siteId: stayed.id, title: "Left behind" });
    await move(site.id);
    const recipes = await call("GET", "/site/site-recipes");
    const mine = (slug: string) =>
      recipes.body.siteRecipes.filter((entry: { siteSlug: string }) => entry.siteSlug === slug);
    // The subscriber-only recipe is published too: sitemaps list every published page.
    expect(mine(site.slug).map((entry: { recipeSlug: string }) => entry.recipeSlug)).toContain(
      open.slug,
    );
    expect(mine(stayed.slug)).toMatchObject([{ recipeSlug: there.slug }]);
    const collections = await call("GET", "/site/site-collections");
    expect(collections.body.siteCollections).toContainEqual({
      siteSlug: site.slug,
      collectionSlug: collection.slug,
    });
  });

  it("takes its visitors' comments, upvotes and stars, and its staff's moderation, there", async () => {
    const furnished = await furnishedSite();
    const { site, open, paywalled, reader, manager } = furnished;
    await move(site.id);
    const subscriber = await signedIn(reader.id, site.id);
    // A reader with no row on the site yet: the site database has never heard of them.
    const newcomer = await makeUser({ displayName: "Cyd" });
    const newcomerToken = await signedIn(newcomer.id, site.id);

    const review = await call("POST", `/site/${site.slug}/comments`, {
      token: subscriber,
      json: { recipeId: paywalled.id, text: "Worth the wait.", stars: 5 },
    });
    expect(review.status).toBe(201);
    const posted = await call("POST", `/site/${site.slug}/comments`, {
      token: newcomerToken,
      json: { recipeId: open.id, text: "Made it twice." },
    });
    expect(posted.status).toBe(201);
    const mine = posted.body.comments.find(
      (comment: { user: { id: string } | null }) => comment.user?.id === newcomer.id,
    );
    // Who wrote it is the platform's answer, not the anchor's.
    expect(mine).toMatchObject({ user: { displayName: "Cyd" } });
    const anchor = await env.SITE_DB_1.prepare(
      `SELECT "email", "display_name" FROM "users" WHERE "id" = ?`,
    )
      .bind(newcomer.id)
      .first();
    expect(anchor).toEqual({ email: anchorEmail(newcomer.id), display_name: null });

    const upvoted = await call("POST", `/site/${site.slug}/comment-upvotes`, {
      token: newcomerToken,
      json: { commentId: mine.id },
    });
    expect(upvoted.status).toBe(200);
    const rated = await call("PUT", `/site/${site.slug}/ratings`, {
      token: newcomerToken,
      json: { recipeId: open.id, stars: 2 },
    });
    expect(rated.status).toBe(200);
    expect(rated.body.rating).toMatchObject({ count: 2, average: 3, mine: 2 });

    const version = await contentVersion(site.id);
    const hidden = await call("POST", `/manage/${site.slug}/comments/${mine.id}/hide`, {
      token: await signedIn(manager.id),
    });
    expect(hidden.status).toBe(200);
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 1);
    const hiddenList = await call("GET", `/manage/${site.slug}/hidden-comments`, {
      token: await signedIn(manager.id),
    });
    expect(hiddenList.body.comments).toMatchObject([
      { id: mine.id, upvoteCount: 1, user: { displayName: "Cyd" } },
    ]);
    const removed = await call("DELETE", `/site/${site.slug}/comments/${mine.id}`, {
      token: newcomerToken,
    });
    expect(removed.status).toBe(200);
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 2);

    // All of it in the site's database; none in the platform's.
    expect(await countIn(env.DB, "comments", site.id)).toBe(0);
    expect(await countIn(env.DB, "recipe_ratings", site.id)).toBe(0);
    expect(await countIn(env.SITE_DB_1, "recipe_ratings", site.id)).toBe(3);
    const shown = await call("GET", `/site/${site.slug}/comments?recipeId=${paywalled.id}`, {
      token: subscriber,
    });
    expect(shown.body.comments).toMatchObject([{ stars: 5, user: { id: reader.id } }]);
  });

  it("gifts a recipe there: the allowance, the e-mail, the link's page and the friend's reading", async () => {
    const { site, recipe, marker, giver, giverToken } = await giftKitchen({ giftsPerMonth: 2 });
    await db().update(users).set({ displayName: "Dee" }).where(eq(users.id, giver.id));
    await move(site.id);
    const email = friendAddress();
    const sent = await sendGift(site.slug, giverToken, { recipeId: recipe.id, email });
    expect(sent.status).toBe(201);
    expect(sent.body.allowance).toMatchObject({ used: 1, left: 1 });
    const { token } = await giftTokenFor(email);
    const link = await call("GET", `/site/${site.slug}/gifts/${token}`);
    expect(link.body.gift).toMatchObject({ status: "open", giverName: "Dee" });
    const friend = await friendSignedIn(site.id, email);
    const redeemed = await call("POST", `/site/${site.slug}/gifts/${token}/redemption`, {
      token: friend.token,
    });
    expect(redeemed.status).toBe(200);
    const read = await call("GET", `/site/${site.slug}/recipes/${recipe.slug}`, {
      token: friend.token,
    });
    expect(read.body.recipe.access.full).toBe(true);
    expect(JSON.stringify(read.body)).toContain(marker);
    expect(await countIn(env.DB, "recipe_gifts", site.id)).toBe(0);
    expect(await countIn(env.SITE_DB_1, "recipe_gifts", site.id)).toBe(1);
  });

  it("keeps a reader's bookmarks of it in the account area, beside another site's", async () => {
    const { site, open, paywalled, reader } = await furnishedSite();
    const elsewhere = await makeSite();
    const there = await makeRecipe({ siteId: elsewhere.id, title: "Not moved" });
    await move(site.id);
    const onSite = await signedIn(reader.id, site.id);
    for (const recipe of [open, paywalled]) {
      const saved = await call("POST", `/site/${site.slug}/bookmarks`, {
        token: onSite,
        json: { recipeId: recipe.id },
      });
      expect(saved.status).toBe(200);
    }
    const unsaved = await call("DELETE", `/site/${site.slug}/bookmarks/${paywalled.id}`, {
      token: onSite,
    });
    expect(unsaved.body.siteUserData.bookmarks).toEqual([open.id]);
    await call("POST", `/site/${elsewhere.slug}/bookmarks`, {
      token: await signedIn(reader.id, elsewhere.id),
      json: { recipeId: there.id },
    });
    const me = await call("GET", `/site/${site.slug}/current-user`, { token: onSite });
    expect(me.body.siteUserData).toEqual({ bookmarks: [open.id] });
    expect(me.body.currentUser.currentSubscription).toMatchObject({ planType: "monthly" });
    const account = await call("GET", "/manage/bookmarks", { token: await signedIn(reader.id) });
    expect(
      account.body.bookmarks.map((b: { recipe: { title: string } }) => b.recipe.title),
    ).toEqual(["Not moved", "Marmitako toast"]);
  });

  it("keeps its readers' plans there: free sign-ups, confirmed addresses, Checkout with Stripe's events, unsubscribes", async () => {
    const { site } = await makePaidSite();
    await move(site.id);
    const account = (await siteRow(site.id)).stripeAccountId as string;

    const newcomer = await makeUser();
    const free = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: await signedIn(newcomer.id, site.id),
      json: { plan: "free" },
    });
    expect(free.body).toEqual({ subscription: { plan: "free", status: "active" } });

    const address = `${unique("footer")}@example.com`;
    const footer = await call("POST", `/site/${site.slug}/newsletter-signups`, {
      json: { email: address },
    });
    expect(footer.status).toBe(202);
    const confirmation = new URL((await latestMail(address)).link ?? "").pathname.split("/").pop();
    const confirmed = await call("POST", `/site/${site.slug}/newsletter-confirmations`, {
      json: { token: confirmation },
    });
    expect(confirmed.status).toBe(200);

    // Signed out with a new address: the account and its plan come with the sign-up link.
    const joiner = `${unique("joiner")}@example.com`;
    const signup = await call("POST", `/site/${site.slug}/subscriptions`, {
      json: { email: joiner, plan: "free" },
    });
    expect(signup.status).toBe(201);
    const link = new URL((await latestMail(joiner)).link ?? "");
    const joined = await call("POST", `/site/${site.slug}/sign-in/${tokenFromLink(link.href)}`);
    expect(joined.body.currentUser.currentSubscription).toMatchObject({ planType: "free" });

    const reader = await makeUser();
    const readerToken = await signedIn(reader.id, site.id);
    const checkout = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: readerToken,
      json: { plan: "monthly" },
    });
    await payCheckout(checkout.body.checkout.url, reader.email, CARDS.ok);
    await consume(...(await accountEvents(account)));
    const me = await call("GET", `/site/${site.slug}/current-user`, { token: readerToken });
    expect(me.body.currentUser.currentSubscription).toMatchObject({ planType: "monthly" });
    const twice = await call("POST", `/site/${site.slug}/subscriptions`, {
      token: readerToken,
      json: { plan: "monthly" },
    });
    expect(twice.status).toBe(409);

    const rows = await env.SITE_DB_1.prepare(
      `SELECT "id", "user_id" AS "userId", "plan", "newsletter_opt_in" AS "optIn" FROM "site_subscriptions" WHERE "site_id" = ?`,
    )
      .bind(site.id)
      .all<{ id: string; userId: string; plan: string; optIn: number }>();
    const paid = rows.results.find((row) => row.userId === reader.id);
    expect(rows.results.map((row) => row.plan).sort()).toEqual(["free", "free", "free", "monthly"]);
    expect(await countIn(env.DB, "site_subscriptions", site.id)).toBe(0);

    const token = await unsubscribeToken(env, site.id, paid?.id ?? "");
    const off = await call("POST", `/site/${site.slug}/unsubscribe/${token}`);
    expect(off.body).toEqual({ subscribed: false });
    const after = await env.SITE_DB_1.prepare(
      `SELECT "newsletter_opt_in" AS "optIn" FROM "site_subscriptions" WHERE "id" = ?`,
    )
      .bind(paid?.id)
      .first<{ optIn: number }>();
    expect(after?.optIn).toBe(0);
  });

  it("takes its kitchen's images, collections, events, contributors and pages there, each seen at once", async () => {
    const { site, open } = await furnishedSite();
    await move(site.id);
    const manager = await makeManager(site.id);
    const token = await signedIn(manager.id);
    const issued = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `sites/${site.id}/`, contentType: "image/png" },
    });
    await putBytes(issued.body.uploadUrl, png(512), "image/png");
    const image = await call("POST", "/manage/images", {
      token,
      json: { key: issued.body.key, width: 800, height: 600, lqip: "data:image/png;base64,AAAA" },
    });
    expect(image.status).toBe(201);
    const imageId = image.body.image.id;
    // Registered there, its bytes may not be swapped through the same link.
    const swapped = await putBytes(issued.body.uploadUrl, png(640), "image/png");
    expect(swapped.status).toBe(409);

    let version = await contentVersion(site.id);
    const movedOn = async () => {
      const now = await contentVersion(site.id);
      expect(now).toBeGreaterThan(version ?? 0);
      version = now;
    };
    const collection = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: { slug: "weeknights", title: "Weeknights", imageId, recipeIds: [open.id] },
    });
    expect(collection.status).toBe(201);
    await movedOn();
    const event = await call("POST", `/manage/${site.slug}/events`, {
      token,
      json: {
        title: "Supper club",
        date: "2031-12-05T18:30",
        timeZone: "Europe/Paris",
        location: "Paris",
        description: doc("Six courses."),
        imageId,
      },
    });
    expect(event.status).toBe(201);
    await movedOn();
    const contributor = await call("POST", `/manage/${site.slug}/contributors`, {
      token,
      json: { name: "Eli", imageId },
    });
    expect(contributor.status).toBe(201);
    await movedOn();
    const terms = await call("PUT", `/manage/${site.slug}/site-pages/privacy`, {
      token,
      json: { body: doc("Kept private.") },
    });
    expect(terms.status).toBe(200);
    await movedOn();

    const shown = await call("GET", `/site/${site.slug}/collections/weeknights`);
    expect(shown.body.collection).toMatchObject({
      title: "Weeknights",
      image: { id: imageId },
      recipes: [{ id: open.id }],
    });
    const view = await call("GET", `/site/${site.slug}/current-site`);
    expect(view.body.site.events).toMatchObject([{ title: "Supper club", image: { id: imageId } }]);
    const privacy = await call("GET", `/site/${site.slug}/site-pages/privacy`);
    expect(privacy.body).toMatchObject({ isDefault: false });
    for (const table of ["images", "collections", "events", "contributors", "site_pages"]) {
      expect(await countIn(env.DB, table, site.id), table).toBe(0);
    }
    const removed = await call(
      "DELETE",
      `/manage/${site.slug}/collections/${collection.body.collection.id}`,
      {
        token,
      },
    );
    expect(removed.status).toBe(204);
    await movedOn();
    expect((await call("GET", `/site/${site.slug}/collections/weeknights`)).status).toBe(404);
  });

  it("shows its kitchen the same: overview, recipes, a recipe, subscribers and comments", async () => {
    const furnished = await furnishedSite();
    const { site, open } = furnished;
    const token = await signedIn(furnished.manager.id);
    const paths = [
      "/globals",
      "/overview",
      "/recipes",
      "/published-recipes",
      `/recipes/${open.id}`,
      "/subscribers",
      "/comments",
    ];
    const read = async () => {
      const answers: Record<string, unknown> = {};
      for (const path of paths) {
        const res = await call("GET", `/manage/${site.slug}${path}`, { token });
        expect(res.status, path).toBe(200);
        answers[path] = res.body;
      }
      return answers;
    };
    const before = await read();
    expect(before["/comments"]).toMatchObject({
      comments: [
        { user: { displayName: expect.stringMatching(/^Reader/) } },
        { user: { displayName: expect.stringMatching(/^Reader/) } },
      ],
    });
    expect(before["/overview"]).toMatchObject({ recipes: { published: 2 } });
    await move(site.id);
    expect(await read()).toEqual(before);
  });

  it("is reached by the cron's sweeps of site tables", async () => {
    const { site } = await furnishedSite();
    await move(site.id);
    const there = drizzle(env.SITE_DB_1);
    const pending = (expiresAt: Date) => ({
      siteId: site.id,
      email: `${unique("pending")}@example.com`,
      tokenHash: unique("hash"),
      expiresAt,
    });
    await there
      .insert(newsletterConfirmations)
      .values([pending(new Date(Date.now() - 60_000)), pending(new Date(Date.now() + 3_600_000))]);
    const controller = { scheduledTime: Date.now(), cron: "* * * * *", noRetry: () => {} };
    await worker.scheduled(controller as ScheduledController, env);
    expect(await countIn(env.SITE_DB_1, "newsletter_confirmations", site.id)).toBe(1);
  });

  it("writes its recipes there: platform catalogue rows are copied over on first use", async () => {
    const { site } = await furnishedSite();
    const siteOwn = await makeRecipeCatalogue(site.id);
    await move(site.id);
    // The platform's rows made after the move: the site database has never had them.
    const catalogue = {
      ...siteOwn,
      unit: await makeUnitRow(),
      flour: await makeIngredientRow(null, unique("Rye flour")),
      pan: await makeEquipmentRow(),
      tag: await makeTermRow("tags"),
    };
    const manager = await makeManager(site.id);
    const token = await signedIn(manager.id);
    const body = fullRecipe(catalogue);
    const created = await createRecipe(site.slug, token, body);
    let version = await contentVersion(site.id);
    const published = await call("POST", `/manage/${site.slug}/recipes/${created.id}/publish`, {
      token,
      json: body,
    });
    expect(published.status).toBe(200);
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 1);
    version = await contentVersion(site.id);
    const page = await call("GET", `/site/${site.slug}/recipes/${created.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(catalogue.flour.title);
    const editor = await call("GET", `/manage/${site.slug}/recipes/${created.id}`, { token });
    expect(editor.body.recipe).toMatchObject({ title: body.title });
    // Its history is kept there, naming the manager (whose anchor there has no name).
    const history = await call("GET", `/manage/${site.slug}/recipes/${created.id}/revisions`, {
      token,
    });
    expect(history.body.revisions).toEqual([
      expect.objectContaining({
        kind: "published",
        savedBy: { id: manager.id, name: manager.email },
      }),
    ]);
    expect(await countIn(env.SITE_DB_1, "recipe_revisions", site.id)).toBe(1);
    // The platform's rows it named are in the site database now, as they are on the platform.
    const copied = await env.SITE_DB_1.prepare(`SELECT "title" FROM "ingredients" WHERE "id" = ?`)
      .bind(catalogue.flour.id)
      .first();
    expect(copied).toEqual({ title: catalogue.flour.title });
    expect(await countIn(env.DB, "recipes", site.id)).toBe(0);

    const reader = await makeUser();
    await call("POST", `/site/${site.slug}/bookmarks`, {
      token: await signedIn(reader.id, site.id),
      json: { recipeId: created.id },
    });
    const unpublished = await call("POST", `/manage/${site.slug}/recipes/${created.id}/unpublish`, {
      token,
    });
    expect(unpublished.status).toBe(200);
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 1);
    expect((await call("GET", `/site/${site.slug}/recipes/${created.slug}`)).status).toBe(404);
    const removed = await call("DELETE", `/manage/${site.slug}/recipes/${created.id}`, { token });
    expect(removed.status).toBe(204);
    expect(await db().select().from(bookmarks).where(eq(bookmarks.userId, reader.id))).toEqual([]);
  });

  it("adds its recipes to a reader's one shopping list, merged with another site's", async () => {
    const cat = await shoppingCatalogue();
    const [moved, stayed] = [await makeSite(), await makeSite()];
    const pancakes = await makeRecipe({
      siteId: moved.id,
      title: "Pancakes",
      ingredientGroups: [{ lines: [{ ingredient: cat.flour, unit: cat.cup, quantity: 1 }] }],
    });
    const crepes = await makeRecipe({
      siteId: stayed.id,
      title: "Crêpes",
      ingredientGroups: [{ lines: [{ ingredient: cat.flour, unit: cat.tablespoon, quantity: 4 }] }],
    });
    await move(moved.id);
    const token = await signedIn((await makeUser()).id);
    expect(
      (await addRecipe(token, { siteSlug: moved.slug, recipeSlug: pancakes.slug })).status,
    ).toBe(200);
    const both = await addRecipe(token, { siteSlug: stayed.slug, recipeSlug: crepes.slug });
    const flour = lineNamed(both.body.lines, "all-purpose flour");
    expect([flour.amount, flour.unit]).toEqual(["1¼", "cups"]);
    expect(flour.sources.map((s: { recipeTitle: string }) => s.recipeTitle)).toEqual([
      "Pancakes",
      "Crêpes",
    ]);
  });

  it("lists a reader's plan on it in the account area, beside another site's", async () => {
    const { site, reader } = await furnishedSite();
    const elsewhere = await makeSite();
    await makeFreePlan(elsewhere.id, reader, new Date(Date.now() - 86_400_000));
    await move(site.id);
    const account = await call("GET", "/manage/subscriptions", {
      token: await signedIn(reader.id),
    });
    expect(
      account.body.subscriptions.map((s: { site: { slug: string }; plan: string }) => [
        s.site.slug,
        s.plan,
      ]),
    ).toEqual([
      [site.slug, "monthly"],
      [elsewhere.slug, "free"],
    ]);
  });

  it("saves its settings: the directory's on the platform, its lists and pictures in its own", async () => {
    const { site, open } = await furnishedSite();
    const logo = await makeImageRow(site.id);
    await move(site.id);
    const token = await signedIn(site.ownerId);
    const version = await contentVersion(site.id);
    const saved = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        title: "Renamed kitchen",
        slug: site.slug,
        logoId: logo.id,
        headerLinks: [{ label: "About", href: "/about" }],
        featuredRecipeIds: [open.id],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.site).toMatchObject({
      title: "Renamed kitchen",
      logo: { id: logo.id },
      settings: { logoId: logo.id, featuredRecipeIds: [open.id] },
      headerLinks: [{ label: "About", href: "/about" }],
    });
    expect(await contentVersion(site.id)).toBe((version ?? 0) + 1);
    const visitor = await call("GET", `/site/${site.slug}/current-site`);
    expect(visitor.body.site).toMatchObject({
      title: "Renamed kitchen",
      logo: { id: logo.id },
      featuredRecipes: [{ id: open.id }],
    });
    const [directory] = await db().select().from(sites).where(eq(sites.id, site.id));
    expect([directory?.title, directory?.logoId]).toEqual(["Renamed kitchen", null]);
    const taken = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: "Mine now", slug: (await makeSite()).slug, headerLinks: [] },
    });
    expect(taken.status).toBe(409);
    const unchanged = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(unchanged.body.site).toMatchObject({
      title: "Renamed kitchen",
      headerLinks: [{ label: "About", href: "/about" }],
    });
  });

  it("offers its kitchen the platform's catalogue as it stands, beside the site's own rows", async () => {
    const { site } = await furnishedSite();
    const own = await makeIngredientRow(site.id, unique("House salt"));
    await move(site.id);
    const added = await makeIngredientRow(null, unique("Sumac"));
    const globals = await call("GET", `/manage/${site.slug}/globals`, {
      token: await signedIn(site.ownerId),
    });
    const ids = globals.body.ingredients.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([own.id, added.id]));
  });

  it("makes a new site in the database NEW_SITES_DATABASE names, and a slug given up there is free again", async () => {
    const owner = await makeUser();
    const token = await signedIn(owner.id);
    const there = { ...env, NEW_SITES_DATABASE: "SITE_DB_1" };
    const slug = unique("fresh");
    const made = await call(
      "POST",
      "/manage/sites",
      { token, json: { title: "Fresh", slug } },
      there,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const [directory] = await db().select().from(sites).where(eq(sites.id, made.body.site.id));
    expect(directory?.database).toBe("SITE_DB_1");
    const recipe = await publishedRecipe(slug, token, minimalRecipe({ title: "First loaf" }));
    const page = await call("GET", `/site/${slug}/recipes/${recipe.slug}`);
    expect(page.body.recipe).toMatchObject({ title: "First loaf" });
    expect(await countIn(env.SITE_DB_1, "recipes", made.body.site.id)).toBe(1);
    expect(await countIn(env.DB, "recipes", made.body.site.id)).toBe(0);

    // Renamed, its old address goes to another new site of the same database.
    const renamed = await call("PUT", `/manage/${slug}/sites`, {
      token,
      json: { title: "Fresh", slug: `${slug}-old`, headerLinks: [] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const again = await call(
      "POST",
      "/manage/sites",
      { token, json: { title: "New", slug } },
      there,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });

  it("takes no writes while its rows are copied, reads go on, and the move's switch lets writes in again", async () => {
    const { site, open, reader } = await furnishedSite();
    const token = await signedIn(reader.id, site.id);
    const owner = await signedIn(site.ownerId);
    // Half-way through a move, as moveSite marks it from the start of the copy.
    await db().update(sites).set({ movingSince: new Date() }).where(eq(sites.id, site.id));
    expect((await call("GET", `/site/${site.slug}/recipes/${open.slug}`)).status).toBe(200);
    const refused = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: open.id, text: "During the move." },
    });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe("site_moving");
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect((await call("GET", `/manage/${site.slug}/recipes`, { token: owner })).status).toBe(200);
    const kitchen = await call("POST", `/manage/${site.slug}/collections`, {
      token: owner,
      json: { slug: "moving", title: "Moving", recipeIds: [] },
    });
    expect(kitchen.status).toBe(503);
    await db().update(sites).set({ movingSince: null }).where(eq(sites.id, site.id));

    await move(site.id);
    const [directory] = await db().select().from(sites).where(eq(sites.id, site.id));
    expect(directory?.movingSince).toBeNull();
    const after = await call("POST", `/site/${site.slug}/comments`, {
      token,
      json: { recipeId: open.id, text: "After the move." },
    });
    expect(after.status).toBe(201);
  });

  it("is marked moving and back by the development route the browser tests use, nowhere else", async () => {
    const { site, open, reader } = await furnishedSite();
    const token = await signedIn(reader.id, site.id);
    const comment = () =>
      call("POST", `/site/${site.slug}/comments`, {
        token,
        json: { recipeId: open.id, text: unique("Moving") },
      });
    const mark = (moving: unknown, bindings = env) =>
      call("PUT", `/dev/sites/${site.slug}/moving`, { json: { moving } }, bindings);
    expect((await mark(true)).status).toBe(204);
    expect((await comment()).status).toBe(503);
    expect((await mark(false)).status).toBe(204);
    expect((await comment()).status).toBe(201);
    expect((await mark("yes")).status).toBe(400);
    expect(
      (await call("PUT", "/dev/sites/no-such-site/moving", { json: { moving: true } })).status,
    ).toBe(404);
    expect((await mark(true, { ...env, ENVIRONMENT: "production" })).status).toBe(404);
    expect((await comment()).status).toBe(201);
  });

  it("signs readers in while it moves, and turns a subscribing sign-up away until the move is done, link and code unspent", async () => {
    const site = await makeSite({ newslettersEnabled: true });
    const signUp = async () => {
      const email = `${unique("moving")}@example.com`;
      await call("POST", `/site/${site.slug}/sign-up`, { json: { email, subscribe: true } });
      return { email, mail: await latestMail(email) };
    };
    const byLink = await signUp();
    const byCode = await signUp();
    const reader = await makeUser();
    await call("POST", `/site/${site.slug}/sign-in`, { json: { email: reader.email } });
    const signIn = await latestMail(reader.email);
    const confirmLink = (link: string | undefined) =>
      call("POST", `/site/${site.slug}/sign-in/${tokenFromLink(link ?? "")}`);
    const confirmCode = (email: string, code: string | undefined) =>
      call("POST", `/site/${site.slug}/sign-in-codes`, { json: { email, code } });

    await db().update(sites).set({ movingSince: new Date() }).where(eq(sites.id, site.id));
    expect((await confirmLink(signIn.link)).status).toBe(200);
    for (const refused of [
      await confirmLink(byLink.mail.link),
      await confirmCode(byCode.email, byCode.mail.code),
    ]) {
      expect(refused.status).toBe(503);
      expect(refused.body.error).toBe("site_moving");
      expect(refused.headers.get("Retry-After")).toBe("60");
    }

    await move(site.id);
    const joined = [
      await confirmLink(byLink.mail.link),
      await confirmCode(byCode.email, byCode.mail.code),
    ];
    for (const answer of joined) {
      expect(answer.status).toBe(200);
      expect(answer.body.currentUser).toMatchObject({ isSubscribedToFree: true });
    }
    expect(await countIn(env.SITE_DB_1, "site_subscriptions", site.id)).toBe(2);
    expect(await countIn(env.DB, "site_subscriptions", site.id)).toBe(0);
  });
});
