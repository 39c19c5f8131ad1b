import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, db, makeSite, makeUser, signedIn } from "../test/factories";
import {
  addManager,
  createRecipe,
  doc,
  makeImageRow,
  makeKitchen,
  makeThemes,
  minimalRecipe,
  publishedRecipe,
} from "../test/manage-factories";

const contentVersion = async (siteId: string) =>
  (await db().select().from(sites).where(eq(sites.id, siteId)))[0]?.contentVersion ?? 0;

async function fullSettings(site: { id: string; slug: string }, token: string) {
  const [logo, product] = [await makeImageRow(site.id), await makeImageRow(site.id)];
  const { color, type } = await makeThemes();
  const first = await publishedRecipe(site.slug, token, minimalRecipe({ title: "First" }));
  const second = await publishedRecipe(site.slug, token, minimalRecipe({ title: "Second" }));
  return {
    title: "Fresh Kitchen",
    slug: site.slug,
    defaultMeasurementSystem: "metric",
    defaultTemperatureSystem: "celsius",
    googleAnalyticsId: "G-ABC123",
    about: doc("We cook.", "Every day."),
    aboutShort: "We cook.",
    aboutHeading: "About us",
    featuredImageId: logo.id,
    logoId: logo.id,
    iconId: null,
    faviconId: logo.id,
    colorThemeId: color.id,
    typeThemeId: type.id,
    cssOverrides: ".header { color: red; }",
    hideSidebarBio: true,
    headerLayout: "centered",
    layout: "link-in-bio",
    featuredRecipeIds: [second.id, first.id],
    socialMediaLinks: [
      { platform: "instagram", url: "https://instagram.com/fresh" },
      { platform: "email", url: "mailto:hello@fresh.example" },
      { platform: "youtube", url: "https://www.youtube.com/@fresh" },
    ],
    headerLinks: [
      { label: "Recipes", href: "/recipes", openInNewTab: false },
      { label: "Shop", href: "https://shop.example.com", openInNewTab: true },
    ],
    productLinks: [
      {
        productTitle: doc("The knife"),
        productImageId: product.id,
        href: "https://shop.example.com/knife",
        priceCents: 4900,
      },
    ],
    links: [
      { label: "Newsletter", href: "https://fresh.example/news" },
      { label: null, href: "/about" },
    ],
    linkPageHeading: "Find me here",
    newslettersEnabled: false,
    subscriptionsEnabled: true,
    paymentsEnabled: false,
    commentsEnabled: false,
    nutritionHidden: true,
    newsletterAnalytics: false,
    giftsPerMonth: 5,
    themeAccentColor: "#aa3300",
    themeStyle: "tonal",
    mailingAddress: "Fresh Kitchen, 1 Market Lane, Springfield",
    welcomeSubject: "Welcome to the kitchen",
    welcomeMessage: "Hello!\n\nStart with the bread.",
    paidWelcomeSubject: "Thank you",
    paidWelcomeMessage: "The members' recipes are yours.",
  };
}

describe("GET manage/{siteSlug}/current-site: the manager check", () => {
  it("is 200 with the full settings for the owner and for a manager", async () => {
    const { site, token } = await makeKitchen({ title: "Owner's" });
    const res = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      id: site.id,
      slug: site.slug,
      title: "Owner's",
      role: "owner",
      url: `http://${site.slug}.localhost:8788`,
      settings: {
        title: "Owner's",
        slug: site.slug,
        defaultMeasurementSystem: "imperial",
        headerLayout: "left",
        socialMediaLinks: [],
        featuredRecipeIds: [],
      },
    });
    const manager = await addManager(site.id);
    const asManager = await call("GET", `/manage/${site.slug}/current-site`, {
      token: manager.token,
    });
    expect(asManager.body.site.role).toBe("manager");
  });

  it("is 401 signed out or signed in elsewhere, 404 for anyone who does not run the site", async () => {
    const { site, owner } = await makeKitchen();
    const path = `/manage/${site.slug}/current-site`;
    expect((await call("GET", path)).status).toBe(401);
    expect((await call("GET", path, { token: await signedIn((await makeUser()).id) })).status).toBe(
      404,
    );
    expect((await call("GET", path, { token: (await makeKitchen()).token })).status).toBe(404);
    const other = await makeSite({ ownerId: owner.id });
    expect((await call("GET", path, { token: await signedIn(owner.id, other.id) })).status).toBe(
      401,
    );
    // Signed in on the site itself (a manager reading comments on their own site) is fine.
    expect((await call("GET", path, { token: await signedIn(owner.id, site.id) })).status).toBe(
      200,
    );
    // A visitor signed in on this site who does not run it is not a manager.
    const visitor = await makeUser();
    expect((await call("GET", path, { token: await signedIn(visitor.id, site.id) })).status).toBe(
      404,
    );
  });
});

describe("PUT manage/{siteSlug}/sites", () => {
  it("saves every field, reads back what it saved, shows visitors at once and moves the version", async () => {
    const { site, token } = await makeKitchen();
    const body = await fullSettings(site, token);
    const before = await contentVersion(site.id);
    const res = await call("PUT", `/manage/${site.slug}/sites`, { token, json: body });
    expect(res.status).toBe(200);
    expect(res.body.site.settings).toEqual(body);
    expect(await contentVersion(site.id)).toBe(before + 1);
    const read = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(read.body.site.settings).toEqual(body);

    const visitor = await call("GET", `/site/${site.slug}/current-site`);
    expect(visitor.body.site).toMatchObject({
      title: "Fresh Kitchen",
      headerLayout: "centered",
      commentsEnabled: false,
      socialMediaLinks: body.socialMediaLinks.map((link) => expect.objectContaining(link)),
      headerLinks: body.headerLinks,
      links: body.links.map((link) => expect.objectContaining(link)),
    });
    expect(visitor.body.site.featuredRecipes.map((r: { id: string }) => r.id)).toEqual(
      body.featuredRecipeIds,
    );
  });

  it("saves a web address typed without https:// with it, so the public pages link to it", async () => {
    const { site, token } = await makeKitchen();
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        title: site.title,
        slug: site.slug,
        socialMediaLinks: [
          { platform: "youtube", url: "www.youtube.com/@fresh" },
          { platform: "email", url: "hello@fresh.example" },
        ],
        headerLinks: [{ label: "Shop", href: "www.theosbakehouse.example.com/shop" }],
        links: [{ href: "www.theosbakehouse.example.com/shop" }, { href: "/about" }],
      },
    });
    expect(res.status).toBe(200);
    const shop = "https://www.theosbakehouse.example.com/shop";
    expect(res.body.site.settings).toMatchObject({
      socialMediaLinks: [
        { platform: "youtube", url: "https://www.youtube.com/@fresh" },
        { platform: "email", url: "mailto:hello@fresh.example" },
      ],
      headerLinks: [{ label: "Shop", href: shop }],
      links: [
        { label: null, href: shop },
        { label: null, href: "/about" },
      ],
    });
  });

  it("leaves out what is not sent, and replaces a list that is", async () => {
    const { site, token } = await makeKitchen();
    const body = await fullSettings(site, token);
    await call("PUT", `/manage/${site.slug}/sites`, { token, json: body });
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        title: "Renamed",
        slug: site.slug,
        headerLinks: [{ label: "About", href: "/about" }],
        aboutShort: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.site.settings).toEqual({
      ...body,
      title: "Renamed",
      headerLinks: [{ label: "About", href: "/about", openInNewTab: false }],
      aboutShort: null,
    });
  });

  it("a new slug moves the site: the manage calls answer at the new address", async () => {
    const { site, token } = await makeKitchen();
    const slug = `moved-${site.slug}`.slice(0, 60);
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { title: site.title, slug },
    });
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({ slug, url: `http://${slug}.localhost:8788` });
    expect((await call("GET", `/manage/${slug}/current-site`, { token })).status).toBe(200);
    expect((await call("GET", `/manage/${site.slug}/current-site`, { token })).status).toBe(404);
  });
});

describe("PUT manage/{siteSlug}/sites: validation", () => {
  const base = (slug: string) => ({ title: "T", slug });

  it.each([
    [
      "a social link that is no address",
      { socialMediaLinks: [{ platform: "x", url: "not a url" }] },
      "socialMediaLinks.0.url",
      "Invalid URL",
    ],
    [
      "a javascript: header link",
      { headerLinks: [{ label: "Hi", href: "javascript:alert(1)" }] },
      "headerLinks.0.href",
      "Invalid URL",
    ],
    [
      "a protocol-relative link",
      { links: [{ label: "Hi", href: "//evil.example" }] },
      "links.0.href",
      "Invalid URL",
    ],
    [
      // "shop.example.com" is an address without its scheme (saved with https://); a word is not.
      "a product link that is a word, not an address",
      { productLinks: [{ productTitle: doc("X"), href: "shop" }] },
      "productLinks.0.href",
      "Invalid URL",
    ],
    [
      "an e-mail link that is no address",
      { socialMediaLinks: [{ platform: "email", url: "https://x.example" }] },
      "socialMediaLinks.0.url",
      "Invalid URL",
    ],
  ])("%s is 'Invalid URL'", async (_what, json, path, message) => {
    const { site, token } = await makeKitchen();
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { ...base(site.slug), ...json },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it.each([
    ["no title", { title: undefined }, "title"],
    ["an empty title", { title: "" }, "title"],
    ["no slug", { slug: undefined }, "slug"],
    ["a reserved slug", { slug: "kitchen" }, "slug"],
    [
      "an empty header link label",
      { headerLinks: [{ label: "", href: "/x" }] },
      "headerLinks.0.label",
    ],
    ["an empty links label", { links: [{ label: "", href: "/x" }] }, "links.0.label"],
    [
      "a platform outside the settings list",
      { socialMediaLinks: [{ platform: "facebook", url: "https://fb.com/x" }] },
      "socialMediaLinks.0.platform",
    ],
    [
      "a measurement system outside the list",
      { defaultMeasurementSystem: "cubits" },
      "defaultMeasurementSystem",
    ],
    [
      "a temperature outside the list",
      { defaultTemperatureSystem: "kelvin" },
      "defaultTemperatureSystem",
    ],
    ["a header layout outside the list", { headerLayout: "right" }, "headerLayout"],
    ["a theme style outside the list", { themeStyle: "loud" }, "themeStyle"],
    ["a layout outside the list", { layout: "magazine" }, "layout"],
    [
      "six featured recipes",
      { featuredRecipeIds: Array.from({ length: 6 }, () => crypto.randomUUID()) },
      "featuredRecipeIds",
    ],
    ["markup in the analytics id", { googleAnalyticsId: 'G-1"><script>' }, "googleAnalyticsId"],
    [
      "a style-closing tag in the CSS",
      { cssOverrides: "</style><script>alert(1)</script>" },
      "cssOverrides",
    ],
    ["an accent colour that is no colour", { themeAccentColor: "red" }, "themeAccentColor"],
  ])("%s is 400 at its path", async (_what, json, path) => {
    const { site, token } = await makeKitchen();
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: { ...base(site.slug), ...json },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });

  it("featured recipes must be published recipes of this site; images and themes must exist", async () => {
    const { site, token } = await makeKitchen();
    const other = await makeKitchen();
    const draft = await createRecipe(site.slug, token);
    const theirs = await publishedRecipe(other.site.slug, other.token);
    const theirImage = await makeImageRow(other.site.id);
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        ...base(site.slug),
        featuredRecipeIds: [draft.id, theirs.id],
        logoId: theirImage.id,
        colorThemeId: crypto.randomUUID(),
        productLinks: [
          { productTitle: doc("X"), href: "https://x.example", productImageId: theirImage.id },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: "featuredRecipeIds.0", message: "Not a published recipe of this site" },
        { path: "featuredRecipeIds.1", message: "Not a published recipe of this site" },
        { path: "logoId", message: "Unknown image" },
        { path: "productLinks.0.productImageId", message: "Unknown image" },
        { path: "colorThemeId", message: "Unknown colour theme" },
      ]),
    );
    expect(res.body.issues).toHaveLength(5);
  });

  it("a taken slug is 409 on slug, and the lists replaced before it in the batch roll back", async () => {
    const { site, token } = await makeKitchen();
    const taken = await makeSite();
    const body = await fullSettings(site, token);
    await call("PUT", `/manage/${site.slug}/sites`, { token, json: body });
    const before = await contentVersion(site.id);
    const res = await call("PUT", `/manage/${site.slug}/sites`, {
      token,
      json: {
        title: "Changed",
        slug: taken.slug,
        socialMediaLinks: [],
        headerLinks: [{ label: "Only", href: "/only" }],
        links: [],
        productLinks: [],
        featuredRecipeIds: [],
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.issues).toEqual([{ path: "slug", message: "Another site uses this address" }]);
    const read = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(read.body.site.settings).toEqual(body);
    expect(await contentVersion(site.id)).toBe(before);
  });

  it("signed out 401, stranger 404, other-site session 401, and nothing changes", async () => {
    const { site, owner, token } = await makeKitchen({ title: "Keep" });
    const path = `/manage/${site.slug}/sites`;
    const json = { title: "Hijacked", slug: site.slug };
    expect((await call("PUT", path, { json })).status).toBe(401);
    expect(
      (await call("PUT", path, { json, token: await signedIn((await makeUser()).id) })).status,
    ).toBe(404);
    expect((await call("PUT", path, { json: {}, token: (await makeKitchen()).token })).status).toBe(
      404,
    );
    const other = await makeSite({ ownerId: owner.id });
    expect(
      (await call("PUT", path, { json, token: await signedIn(owner.id, other.id) })).status,
    ).toBe(401);
    const read = await call("GET", `/manage/${site.slug}/current-site`, { token });
    expect(read.body.site.title).toBe("Keep");
  });
});
