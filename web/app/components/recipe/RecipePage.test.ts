import type { CurrentUser } from "@schema/api/identity";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
// Remix's own router underneath @remix-run/react: the page's links and hooks need one.
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { upgradePitch } from "../../lib/interactions/subscribe-box";
import { createKeptMarkup } from "../../lib/kept-markup.server";
import { yieldTexts } from "../../lib/recipe/serving-words.server";
import { nutritionLabelHtml } from "../../lib/recipe-page/nutrition-label.server";
import type { RecipePageData } from "../../lib/recipe-page/page-data";
import { withVisibleContent } from "../../lib/recipe-page/recipe-content";
import { sanitizeHtml } from "../../lib/recipe-page/sanitize-html";
import { step, testNutrition, testRecipe, text } from "../../lib/recipe-page/test-recipe.fixture";
import type { RootData } from "../../lib/root-data";
import type { SiteChrome } from "../../lib/site/site-chrome";
import { type KeepMarkup, KeptMarkupContext } from "../kept/KeptMarkup";
import { RecipePage } from "./RecipePage";

/** The server render of the page: what a reader (and a crawler) gets before any script. */

const chrome = {
  title: "Maya Cooks",
  newslettersEnabled: true,
  subscriptionsEnabled: true,
  paymentsEnabled: true,
  monthlyAmountCents: 500,
  yearlyAmountCents: 5000,
  commentsEnabled: true,
  upgradePitch: "Upgrade your subscription to get access to all recipes",
} as SiteChrome;

const user = (free: boolean): CurrentUser =>
  ({
    id: "u1",
    email: "reader@example.com",
    isSubscribed: free,
    isSubscribedToFree: free,
    isSubscribedToPaid: false,
  }) as CurrentUser;

/**
 * `keep`: the server's memory of kept markup (entry.server.tsx provides it); `hydratable`:
 * React's string renderer, whose markup is what the browser hydrates (comments included).
 */
type RenderOptions = { keep?: KeepMarkup; hydratable?: boolean; site?: SiteChrome };

async function render(
  overrides: Partial<RecipePageData> = {},
  viewer: CurrentUser | null = null,
  { keep, hydratable = false, site = chrome }: RenderOptions = {},
) {
  const recipe = overrides.recipe ?? testRecipe();
  const data: RecipePageData = {
    recipe,
    moreRecipes: [],
    legacyHtml: null,
    preferences: { measurementSystem: "imperial", temperatureSystem: "fahrenheit" },
    accountPreferences: null,
    queryPreferences: {},
    yieldTexts: yieldTexts(recipe.yieldServings, recipe.servingDescription),
    initialMultiplier: 1,
    pageUrl: "https://demo.example.com/recipes/country-bread",
    origin: "https://demo.example.com",
    shareImageUrl: null,
    description: "",
    jsonLd: "{}",
    noindex: false,
    nutritionHtml: null,
    ...overrides,
  };
  // As the loader sends it: only what the page shows.
  data.recipe = withVisibleContent(data.recipe);
  const root: RootData = {
    site,
    user: viewer,
    siteUserData: viewer ? { bookmarks: [data.recipe.id] } : null,
    platformOrigin: "https://example.com",
    year: 2026,
    theme: {},
    appleTouchIcon: null,
    fonts: null,
    customCss: null,
    analyticsId: null,
  };
  const handler = createStaticHandler([
    {
      id: "root",
      path: "*",
      loader: () => root,
      element: createElement(RecipePage, { data, site, user: viewer }),
    },
  ]);
  const context = await handler.query(
    new Request("https://demo.example.com/recipes/country-bread"),
  );
  if (context instanceof Response) throw new Error("Unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = createElement(StaticRouterProvider, { router, context, hydrate: false });
  const tree = keep ? createElement(KeptMarkupContext.Provider, { value: keep }, page) : page;
  return hydratable ? renderToString(tree) : renderToStaticMarkup(tree);
}

describe("RecipePage (server render)", () => {
  it("has one h1 and h2s for ingredients, instructions and notes", async () => {
    const html = await render();
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*id="ingredients-heading"/);
    expect(html).toMatch(/<h2[^>]*id="instructions-heading"/);
    expect(html).toMatch(/<h2[^>]*id="notes-heading"/);
  });

  it("renders the chosen units, references in steps and the first step selected", async () => {
    const html = await render({
      preferences: { measurementSystem: "metric", temperatureSystem: "celsius" },
    });
    expect(html).toContain("250</strong> g");
    expect(html).toContain(
      'Mix the <span class="ingredient-reference">250 g all-purpose flour</span>',
    );
    expect(html).toContain('Bake at <span class="measurement">230°C</span>');
    expect(html).toMatch(/<li id="step-s1" class="step is-selected" aria-current="step"/);
    expect(html).not.toContain('id="step-s3"'); // no content: hidden
    expect(html).toContain("Start timer");
  });

  it("starts at the multiplier the address asked for (?scale=)", async () => {
    const html = await render({
      preferences: { measurementSystem: "metric", temperatureSystem: "celsius" },
      initialMultiplier: 2,
    });
    expect(html).toContain("500</strong> g");
    expect(html).not.toContain("250</strong> g");
  });

  it("loads the cover at once and ahead of every other image, with a 2x candidate", async () => {
    const html = await render();
    const cover = html.match(/<img class="media-slider__image"[^>]*>/)?.[0] ?? "";
    expect(cover).toContain('loading="eager"');
    expect(cover).toContain('fetchpriority="high"');
    // Drawn at most 760 px wide: a screen of twice the density picks the 1520 px one.
    expect(cover).toMatch(/srcSet="[^"]*width=760[^"]*760w, [^"]*width=1520[^"]*1520w"/);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
  });

  it("names the site and the page's address for paper (print.css shows it)", async () => {
    const html = await render();
    expect(html).toContain(
      '<p class="recipe-print-source">From Maya Cooks: https://demo.example.com/recipes/country-bread</p>',
    );
  });

  it("embeds the video first, from the privacy-enhanced host, with a title", async () => {
    const html = await render({ recipe: testRecipe({ video: { id: "dQw4w9WgXcQ" } }) });
    const iframe = html.indexOf("<iframe");
    expect(iframe).toBeGreaterThan(-1);
    expect(iframe).toBeLessThan(html.indexOf('class="media-slider__image"'));
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?');
    expect(html).toContain('title="Video: Country Bread"');
    expect(html).toContain('aria-label="Previous Image"');
    expect(html).toContain('aria-label="Next Image"');
    expect(html).toContain('aria-label="Change Image: 1 of 2"');
    // "Watch video" leads to the video's slide.
    expect(html).toContain('<a class="button button--secondary" href="#video">Watch video</a>');
    expect(html).toMatch(/<figure id="video" class="media-slider__slide"[^>]*><iframe/);
  });

  it("offers no video button without a video, and links the category to its recipes", async () => {
    const html = await render();
    expect(html).not.toContain("Watch video");
    expect(html).not.toContain('id="video"');
    expect(html).toMatch(
      /<a class="recipe-badge recipe-badge--link"[^>]* href="\/recipes\?category=bread">Bread<\/a>/,
    );
    expect(html).toContain('Print<span class="visually-hidden"> this recipe</span></button>');
  });

  it("offers the story read aloud under a visible caption that names the player", async () => {
    const url = "/media/sites/s/audio/a.mp3";
    const html = await render({
      recipe: testRecipe({ storyAudio: { url, contentType: "audio/mpeg" } }),
    });
    expect(html).toContain('<p id="story-audio">Listen to the story</p>');
    expect(html).toMatch(/<audio[^>]*preload="none"[^>]*src="\/media\/sites\/s\/audio\/a\.mp3"/);
    expect(html).toMatch(/<audio[^>]*aria-labelledby="story-audio"/);
    expect(await render()).not.toContain("Listen to the story");
  });

  it("shows a paywalled preview clipped, without steps, notes or the newsletter", async () => {
    const recipe = testRecipe({
      access: { full: false, reason: "locked" },
      instructionGroups: [],
      note: null,
    });
    const anonymous = await render({ recipe });
    expect(anonymous).toContain('class="recipe-locked"');
    expect(anonymous).toContain(
      "This is a premium recipe and is only available to subscribers with full access subscriptions",
    );
    // The subscribe page remembers the recipe, so Checkout's success page leads back to it.
    expect(anonymous).toContain(
      '<a class="button button--primary" href="/subscribe?next=%2Frecipes%2Fcountry-bread">Subscribe</a>',
    );
    expect(anonymous).not.toContain("instructions-heading");
    expect(anonymous).not.toContain("notes-heading");
    expect(anonymous).not.toContain("newsletter-block");
    expect(anonymous).not.toContain('type="checkbox"');
    expect(await render({ recipe }, user(true))).toContain(">Upgrade to Full Access</a>");
  });

  it("puts the nutrition label after the steps and notes, at the page's scale", async () => {
    const nutritionHtml = nutritionLabelHtml(testRecipe({ nutrition: testNutrition() }));
    const html = await render({ nutritionHtml, initialMultiplier: 2 });
    const label = html.indexOf('<div class="nutrition-slot" data-scale="2">');
    expect(label).toBeGreaterThan(html.indexOf('id="notes-heading"'));
    expect(label).toBeLessThan(html.indexOf('class="recipe-print-source"'));
    expect(html).toContain(`data-scale="2">${nutritionHtml}</div>`);
    expect(await render()).not.toContain("nutrition-slot");
  });

  it("offers the newsletter on readable recipes", async () => {
    expect(await render()).toContain("Subscribe to get my new recipes delivered to your inbox");
    expect(await render({}, user(true))).toContain(
      "Upgrade your subscription to get access to all recipes",
    );
  });

  it("pitches a paid plan as support where no recipe is for subscribers only", async () => {
    const html = await render({}, user(true), {
      site: {
        ...chrome,
        upgradePitch: upgradePitch({ ...chrome, hasSubscriberOnlyRecipes: false }),
      },
    });
    expect(html).toContain("Support Maya Cooks with a paid subscription");
    expect(html).not.toContain("get access to all recipes");
    expect(html).toContain('href="/subscribe">Upgrade</a>');
  });

  it("renders Save unsaved for anonymous readers and Saved from the viewer's bookmarks", async () => {
    expect(await render()).toMatch(/<button[^>]*aria-pressed="false"[^>]*>.*?Save<\/button>/);
    expect(await render({}, user(false))).toMatch(
      /<button[^>]*aria-pressed="true"[^>]*>.*?Saved<\/button>/,
    );
  });

  it("leaves the comments to the browser: pending on the server, with the sign-in link", async () => {
    const html = await render();
    expect(html).toContain('id="comments"');
    expect(html).toContain("Loading comments…");
    expect(html).toContain(
      'href="/sign-in?next=%2Frecipes%2Fcountry-bread">Sign in to comment</a>',
    );
    expect(html).not.toContain("comment-form");
  });

  it("renders a legacy recipe's sanitized HTML instead of the lists", async () => {
    const legacyHtml = sanitizeHtml(
      '<h2>Method</h2><p onclick="x()">Knead.</p><script>alert(1)</script><img src="javascript:x">',
    );
    const html = await render({ legacyHtml });
    expect(html).toContain(
      '<div class="legacy-recipe__content"><h2>Method</h2><p>Knead.</p></div>',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("ingredients-heading");
  });
});

describe("RecipePage's lists, rendered once and reused (KeptMarkup)", () => {
  const metric = { measurementSystem: "metric", temperatureSystem: "celsius" } as const;
  const locked = () =>
    testRecipe({ access: { full: false, reason: "locked" }, instructionGroups: [], note: null });

  it("makes exactly the markup the page makes inline, which is what the browser hydrates", async () => {
    for (const [overrides, viewer] of [
      [{}, null],
      [{ preferences: metric, initialMultiplier: 2 }, user(false)],
      [{ recipe: locked() }, null],
    ] as const) {
      const inline = await render(overrides, viewer, { hydratable: true });
      const kept = await render(overrides, viewer, { keep: createKeptMarkup(), hydratable: true });
      expect(kept).toBe(inline);
      expect(kept).toContain('<div class="kept">');
    }
  });

  it("renders each list once for equal input and reuses it for the next viewer", async () => {
    const keep = createKeptMarkup();
    const first = await render({}, null, { keep, hydratable: true });
    const parts = keep.size();
    expect(parts).toBe(3); // ingredients, instructions, notes
    expect(await render({}, user(false), { keep, hydratable: true })).toContain(
      first.slice(first.indexOf('<div class="kept">'), first.indexOf("recipe-print-source")),
    );
    expect(keep.size()).toBe(parts);
  });

  it("never gives a locked viewer the lists a reader with access got, nor old text after an edit", async () => {
    const keep = createKeptMarkup();
    const full = await render({}, user(false), { keep, hydratable: true });
    expect(full).toContain("Mix the");
    const preview = await render({ recipe: locked() }, null, { keep, hydratable: true });
    expect(preview).toBe(await render({ recipe: locked() }, null, { hydratable: true }));
    expect(preview).not.toContain("Mix the");
    expect(preview).not.toContain("instructions-heading");

    const edited = testRecipe({
      instructionGroups: [
        {
          id: "ig1",
          title: null,
          note: null,
          instructions: [step("s1", text([{ text: "Fold the dough gently." }]))],
        },
      ],
    });
    const after = await render({ recipe: edited }, user(false), { keep, hydratable: true });
    expect(after).toContain("Fold the dough gently.");
    expect(after).not.toContain("Mix the");
  });

  it("refuses props it could not key on", () => {
    const keep = createKeptMarkup();
    expect(() => keep("x", () => null, { lines: new WeakMap() })).toThrow(/plain data/);
  });
});
