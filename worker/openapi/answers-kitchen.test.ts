import { beforeAll, describe, expect, it } from "vitest";
import { expectDocumented } from "../test/documented-answers";
import { call, makeUser, signedIn, unique } from "../test/factories";
import {
  fullRecipe,
  makeCommentRow,
  makeRecipeCatalogue,
  minimalRecipe,
  type RecipeCatalogue,
} from "../test/manage-factories";
import { makeNewsletterKitchen, recordingQueue } from "../test/newsletter-helpers";
import { makeSubscriber } from "../test/recipe-factories";
import { loadReferenceCatalogues } from "../test/reference-catalogues";
import { png, putBytes } from "../test/upload-helpers";

/**
 * The kitchen's answers, as the API really sends them for a site whose recipes use every
 * field, parsed with the schemas the OpenAPI document states.
 */

let site: { id: string; slug: string };
let token: string;
let catalogue: RecipeCatalogue;
let newsletterRecipeId: string;

beforeAll(async () => {
  await loadReferenceCatalogues();
  const kitchen = await makeNewsletterKitchen("public");
  site = kitchen.site;
  token = kitchen.token;
  newsletterRecipeId = kitchen.recipe.id;
  catalogue = await makeRecipeCatalogue(site.id);
  await makeSubscriber(site.id, "free");
});

describe("documented answers: sites, settings and catalogues", () => {
  it("the person's sites, a new site, the site and its settings, the catalogues", async () => {
    const created = await call("POST", "/manage/sites", {
      token,
      json: { title: "Second kitchen", slug: unique("second") },
    });
    expect(created.status).toBe(201);
    await expectDocumented("POST", "/manage/sites", created);
    const deleted = await call("POST", `/manage/${created.body.site.slug}/deletion`, {
      token,
      json: { confirmSlug: created.body.site.slug },
    });
    expect(deleted.status).toBe(200);
    const sites = await call("GET", "/manage/sites", { token });
    expect(sites.body.deletedSites).toHaveLength(1);
    await expectDocumented("GET", "/manage/sites", sites);

    const current = await call("GET", `/manage/${site.slug}/current-site`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/current-site", current);
    const saved = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        title: current.body.site.title,
        slug: site.slug,
        headerLinks: [{ label: "Recipes", href: "/recipes" }],
        links: [{ href: "https://example.com/shop" }],
        socialMediaLinks: [{ platform: "instagram", url: "https://instagram.com/kitchen" }],
        productLinks: [
          {
            productTitle: { type: "document", children: [] },
            href: "https://example.com/pan",
            priceCents: 2500,
            productImageId: catalogue.cover.id,
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    await expectDocumented("PUT", "/manage/:siteSlug/sites", saved);
    const globals = await call("GET", `/manage/${site.slug}/globals`, { token });
    expect(globals.body.colorThemes.length).toBeGreaterThan(0);
    await expectDocumented("GET", "/manage/:siteSlug/globals", globals);
  });
});

describe("documented answers: recipes", () => {
  it("create, read, list, save, publish with a newsletter, unpublish and delete", async () => {
    const body = fullRecipe(catalogue);
    const created = await call("POST", `/manage/${site.slug}/recipes`, { token, json: body });
    expect(created.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/recipes", created);
    const path = `/manage/${site.slug}/recipes/${created.body.recipe.id}`;
    await expectDocumented(
      "GET",
      "/manage/:siteSlug/recipes/:recipeId",
      await call("GET", path, { token }),
    );
    const saved = await call("PUT", path, { token, json: { ...body, title: "Sourdough, again" } });
    await expectDocumented("PUT", "/manage/:siteSlug/recipes/:recipeId", saved);
    const published = await call(
      "POST",
      `${path}/publish`,
      { token, json: { ...body, newsletter: { note: "Fresh from the oven" } } },
      recordingQueue().env,
    );
    expect(published.body.newsletterSend.status).toBe("queued");
    await expectDocumented("POST", "/manage/:siteSlug/recipes/:recipeId/publish", published);
    const list = await call("GET", `/manage/${site.slug}/recipes?limit=2`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/recipes", list);
    const pickable = await call("GET", `/manage/${site.slug}/published-recipes`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/published-recipes", pickable);
    const unpublished = await call("POST", `${path}/unpublish`, { token });
    await expectDocumented("POST", "/manage/:siteSlug/recipes/:recipeId/unpublish", unpublished);
    const deleted = await call("DELETE", path, { token });
    expect(deleted.status).toBe(204);
  });

  it("scheduling a draft", async () => {
    const draft = await call("POST", `/manage/${site.slug}/recipes`, {
      token,
      json: minimalRecipe(),
    });
    const path = `/manage/${site.slug}/recipes/${draft.body.recipe.id}/schedule`;
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call("PUT", path, {
      token,
      json: { publishAt, newsletter: { note: null } },
    });
    expect(scheduled.body.scheduled).toHaveLength(1);
    await expectDocumented("PUT", "/manage/:siteSlug/recipes/:recipeId/schedule", scheduled);
    const list = await call("GET", `/manage/${site.slug}/scheduled-recipes`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/scheduled-recipes", list);
    const cancelled = await call("DELETE", path, { token });
    await expectDocumented("DELETE", "/manage/:siteSlug/recipes/:recipeId/schedule", cancelled);
  });

  it("importing from an address and a WordPress export", async () => {
    const parsed = await call("POST", "/manage/recipe-parse", {
      token,
      json: { url: "https://wprm.blog.test/chewy-chocolate-chip-cookies", siteSlug: site.slug },
    });
    expect(parsed.status).toBe(200);
    expect(parsed.body.draft.imageUrls.length).toBeGreaterThan(0);
    await expectDocumented("POST", "/manage/recipe-parse", parsed);
    const imported = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: parsed.body.draft },
    });
    expect(imported.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/recipe-imports", imported);
    const again = await call("POST", `/manage/${site.slug}/recipe-imports`, {
      token,
      json: { draft: parsed.body.draft },
    });
    expect(again.status).toBe(200);
    await expectDocumented("POST", "/manage/:siteSlug/recipe-imports", again);

    const xml = await (await fetch("https://exports.test/butter-and-crumbs.wordpress.xml")).text();
    const started = await call(
      "POST",
      `/manage/${site.slug}/wordpress-imports`,
      { token, json: { xml, fileName: "butter-and-crumbs.xml" } },
      recordingQueue().env,
    );
    expect(started.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/wordpress-imports", started);
    const progress = await call(
      "GET",
      `/manage/${site.slug}/wordpress-imports/${started.body.import.id}`,
      { token },
    );
    await expectDocumented("GET", "/manage/:siteSlug/wordpress-imports/:importId", progress);
  });
});

describe("documented answers: collections and moderation", () => {
  it("create, read, list, save and delete a collection", async () => {
    const created = await call("POST", `/manage/${site.slug}/collections`, {
      token,
      json: {
        title: "Weeknights",
        slug: unique("weeknights"),
        description: { type: "document", children: [] },
        imageId: catalogue.cover.id,
        recipeIds: [newsletterRecipeId],
      },
    });
    expect(created.status).toBe(201);
    await expectDocumented("POST", "/manage/:siteSlug/collections", created);
    const path = `/manage/${site.slug}/collections/${created.body.collection.id}`;
    await expectDocumented(
      "GET",
      "/manage/:siteSlug/collections/:collectionId",
      await call("GET", path, { token }),
    );
    const saved = await call("PUT", path, { token, json: { title: "School nights" } });
    await expectDocumented("PUT", "/manage/:siteSlug/collections/:collectionId", saved);
    const list = await call("GET", `/manage/${site.slug}/collections`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/collections", list);
    expect((await call("DELETE", path, { token })).status).toBe(204);
  });

  it("hiding and showing a comment, and the hidden list", async () => {
    const comment = await makeCommentRow({ siteId: site.id, recipeId: newsletterRecipeId });
    await makeCommentRow({ siteId: site.id, recipeId: newsletterRecipeId, parentId: comment.id });
    const path = `/manage/${site.slug}/comments/${comment.id}`;
    const hidden = await call("POST", `${path}/hide`, { token });
    await expectDocumented("POST", "/manage/:siteSlug/comments/:commentId/hide", hidden);
    const list = await call("GET", `/manage/${site.slug}/hidden-comments`, { token });
    expect(list.body.comments[0].children).toHaveLength(1);
    await expectDocumented("GET", "/manage/:siteSlug/hidden-comments", list);
    const shown = await call("POST", `${path}/unhide`, { token });
    await expectDocumented("POST", "/manage/:siteSlug/comments/:commentId/unhide", shown);
  });
});

describe("documented answers: newsletters", () => {
  it("audience, preview, test send, a send, the sends and the suppressions", async () => {
    const base = `/manage/${site.slug}`;
    const audience = await call("GET", `${base}/newsletter-audience`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/newsletter-audience", audience);
    const preview = await call("POST", `${base}/newsletter-previews`, {
      token,
      json: { recipeId: newsletterRecipeId, note: null, audience: "free" },
    });
    await expectDocumented("POST", "/manage/:siteSlug/newsletter-previews", preview);
    const test = await call("POST", `${base}/newsletter-test-sends`, {
      token,
      json: { recipeId: newsletterRecipeId, note: "Test" },
    });
    expect(test.status).toBe(202);
    await expectDocumented("POST", "/manage/:siteSlug/newsletter-test-sends", test);
    const sent = await call(
      "POST",
      `${base}/newsletter-sends`,
      { token, json: { recipeId: newsletterRecipeId, note: null } },
      recordingQueue().env,
    );
    expect(sent.status).toBe(202);
    await expectDocumented("POST", "/manage/:siteSlug/newsletter-sends", sent);
    const sends = await call("GET", `${base}/newsletter-sends`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/newsletter-sends", sends);
    const suppressions = await call("GET", `${base}/suppressions`, { token });
    await expectDocumented("GET", "/manage/:siteSlug/suppressions", suppressions);
  });
});

describe("documented answers: uploads", () => {
  it("a site image and an avatar: upload URL, the bytes, registration", async () => {
    const issued = await call("POST", "/manage/image-upload-urls", {
      token,
      json: { key: `sites/${site.id}/`, contentType: "image/png" },
    });
    await expectDocumented("POST", "/manage/image-upload-urls", issued);
    const put = await putBytes(issued.body.uploadUrl, png(256), "image/png");
    await expectDocumented("PUT", "/uploads/*", put);
    const image = { key: issued.body.key, width: 64, height: 48, lqip: null };
    const registered = await call("POST", "/manage/images", { token, json: image });
    expect(registered.status).toBe(201);
    await expectDocumented("POST", "/manage/images", registered);
    const again = await call("POST", "/manage/images", { token, json: image });
    expect(again.status).toBe(200);
    await expectDocumented("POST", "/manage/images", again);

    const person = await makeUser();
    const personToken = await signedIn(person.id);
    const avatarUrl = await call("POST", "/manage/image-upload-urls", {
      token: personToken,
      json: { key: `users/${person.id}/`, contentType: "image/png" },
    });
    await putBytes(avatarUrl.body.uploadUrl, png(128), "image/png");
    const avatar = await call("POST", "/manage/avatars", {
      token: personToken,
      json: { key: avatarUrl.body.key, width: 32, height: 32 },
    });
    expect(avatar.status).toBe(201);
    await expectDocumented("POST", "/manage/avatars", avatar);
  });
});
