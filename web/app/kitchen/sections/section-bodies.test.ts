import { updateCollectionBody } from "@schema/api/manage-collections";
import { siteSettingsBody } from "@schema/api/manage-sites";
import { describe, expect, it } from "vitest";
import {
  aboutBody,
  bodyIssues,
  collectionBody,
  homepageBody,
  linksBody,
  settingsBody,
} from "./section-bodies";

const form = (pairs: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(pairs)) data.append(name, value);
  return data;
};
const partialSettings = siteSettingsBody.partial();
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe("settings form", () => {
  it("reads every field; blanks clear, unticked boxes are off", () => {
    const built = settingsBody(
      form({
        title: " My kitchen ",
        slug: "my-kitchen",
        defaultMeasurementSystem: "metric",
        defaultTemperatureSystem: "celsius",
        headerLayout: "centered",
        colorThemeId: uuid(1),
        typeThemeId: "",
        themeAccentColor: "#aa3300",
        themeStyle: "",
        cssOverrides: "  .x { color: red }\n",
        googleAnalyticsId: "",
        logoId: uuid(2),
        iconId: "",
        faviconId: "",
        commentsEnabled: "on",
        nutritionHidden: "on",
        mailingAddress: " 12 Orchard Lane\nPortland, OR 97201 ",
        welcomeSubject: "",
        welcomeMessage: " Hello!\n\nStart with the bread. ",
        paidWelcomeSubject: " Thank you ",
        paidWelcomeMessage: "",
      }),
    );
    expect(built.body).toEqual({
      title: "My kitchen",
      slug: "my-kitchen",
      defaultMeasurementSystem: "metric",
      defaultTemperatureSystem: "celsius",
      headerLayout: "centered",
      colorThemeId: uuid(1),
      typeThemeId: null,
      themeAccentColor: "#aa3300",
      themeStyle: null,
      cssOverrides: "  .x { color: red }\n",
      googleAnalyticsId: null,
      logoId: uuid(2),
      iconId: null,
      faviconId: null,
      newslettersEnabled: false,
      subscriptionsEnabled: false,
      paymentsEnabled: false,
      commentsEnabled: true,
      nutritionHidden: true,
      newsletterAnalytics: false,
      mailingAddress: "12 Orchard Lane\nPortland, OR 97201",
      welcomeSubject: null,
      welcomeMessage: "Hello!\n\nStart with the bread.",
      paidWelcomeSubject: "Thank you",
      paidWelcomeMessage: null,
    });
    expect(bodyIssues(built, siteSettingsBody)).toEqual([]);
  });

  it("reads the monthly gift number: a whole number is sent, blank is left as stored, words are an issue", () => {
    const base = {
      title: "Kitchen",
      slug: "my-kitchen",
      defaultMeasurementSystem: "metric",
      defaultTemperatureSystem: "celsius",
      headerLayout: "left",
    };
    expect(settingsBody(form({ ...base, giftsPerMonth: "5" })).body.giftsPerMonth).toBe(5);
    expect(settingsBody(form({ ...base, giftsPerMonth: "0" })).body.giftsPerMonth).toBe(0);
    expect(settingsBody(form(base)).body).not.toHaveProperty("giftsPerMonth");
    const words = settingsBody(form({ ...base, giftsPerMonth: "three" }));
    expect(bodyIssues(words, siteSettingsBody)).toContainEqual({
      path: "giftsPerMonth",
      message: "Enter a whole number from 0 to 50",
    });
    const tooMany = settingsBody(form({ ...base, giftsPerMonth: "51" }));
    expect(bodyIssues(tooMany, siteSettingsBody).map((issue) => issue.path)).toEqual([
      "giftsPerMonth",
    ]);
  });

  it("reports schema problems at the field's name", () => {
    const built = settingsBody(
      form({
        title: "",
        slug: "Bad Slug",
        themeAccentColor: "red",
        headerLayout: "left",
        defaultMeasurementSystem: "metric",
        defaultTemperatureSystem: "celsius",
      }),
    );
    const paths = bodyIssues(built, siteSettingsBody).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["title", "slug", "themeAccentColor"]));
  });
});

describe("links form", () => {
  it("builds the four ordered lists; product titles become rich text, prices cents", () => {
    const built = linksBody(
      form({
        linkPageHeading: "Find me",
        "links.0.label": "",
        "links.0.href": "https://example.com",
        "links.1.label": "About",
        "links.1.href": "/about",
        "headerLinks.0.label": "Shop",
        "headerLinks.0.href": "https://shop.example.com",
        "headerLinks.0.openInNewTab": "on",
        "socialMediaLinks.0.platform": "instagram",
        "socialMediaLinks.0.url": "https://instagram.com/me",
        "productLinks.0.productTitle": "Knife",
        "productLinks.0.href": "https://shop.example.com/knife",
        "productLinks.0.priceCents": "49.90",
        "productLinks.0.productImageId": "",
      }),
    );
    expect(built.body).toEqual({
      linkPageHeading: "Find me",
      links: [
        { label: null, href: "https://example.com" },
        { label: "About", href: "/about" },
      ],
      headerLinks: [{ label: "Shop", href: "https://shop.example.com", openInNewTab: true }],
      socialMediaLinks: [{ platform: "instagram", url: "https://instagram.com/me" }],
      productLinks: [
        {
          productTitle: {
            type: "document",
            children: [{ type: "paragraph", children: [{ text: "Knife" }] }],
          },
          productImageId: null,
          href: "https://shop.example.com/knife",
          priceCents: 4990,
        },
      ],
    });
    expect(bodyIssues(built, partialSettings)).toEqual([]);
  });

  it("says 'Invalid URL' at the bad address, and explains a bad price in its own words", () => {
    const built = linksBody(
      form({
        "links.0.href": "javascript:alert(1)",
        "productLinks.0.productTitle": "",
        "productLinks.0.href": "https://shop.example.com",
        "productLinks.0.priceCents": "cheap",
      }),
    );
    expect(bodyIssues(built, partialSettings)).toEqual([
      { path: "productLinks.0.productTitle", message: "Enter the product's name" },
      { path: "productLinks.0.priceCents", message: "Enter a price like 12.99, or leave it empty" },
      { path: "links.0.href", message: "Invalid URL" },
    ]);
  });
});

describe("about, home page and collection forms", () => {
  it("about: rich text from its hidden JSON, blanks cleared", () => {
    const doc = {
      type: "document",
      children: [{ type: "heading", level: 2, children: [{ text: "Hi" }] }],
    };
    const built = aboutBody(
      form({
        aboutHeading: "About",
        aboutShort: "",
        about: JSON.stringify(doc),
        featuredImageId: "",
      }),
    );
    expect(built.body).toEqual({
      aboutHeading: "About",
      aboutShort: null,
      about: doc,
      featuredImageId: null,
    });
    expect(bodyIssues(built, partialSettings)).toEqual([]);
  });

  it("home page: featured recipes in order, at most five", () => {
    const pairs: Record<string, string> = { layout: "cookbook" };
    for (let i = 0; i < 6; i++) pairs[`featuredRecipeIds.${i}`] = uuid(i);
    const built = homepageBody(form(pairs));
    expect(built.body.featuredRecipeIds).toEqual([0, 1, 2, 3, 4, 5].map(uuid));
    expect(built.body).toMatchObject({ layout: "cookbook", hideSidebarBio: false });
    expect(bodyIssues(built, partialSettings).map((issue) => issue.path)).toEqual([
      "featuredRecipeIds",
    ]);
  });

  it("collection: ordered recipe ids, blank video cleared", () => {
    const built = collectionBody(
      form({
        title: "Soups",
        slug: "soups",
        description: "",
        imageId: "",
        videoId: "",
        "recipeIds.0": uuid(2),
        "recipeIds.1": uuid(1),
      }),
    );
    expect(built.body).toEqual({
      title: "Soups",
      slug: "soups",
      description: null,
      imageId: null,
      videoId: null,
      recipeIds: [uuid(2), uuid(1)],
    });
    expect(bodyIssues(built, updateCollectionBody)).toEqual([]);
  });
});
