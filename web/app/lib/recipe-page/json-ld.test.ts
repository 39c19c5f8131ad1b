import { describe, expect, it } from "vitest";
import { recipeJsonLd, serializeJsonLd } from "./json-ld";
import { step, testNutrition, testRecipe, text } from "./test-recipe.fixture";

const US = { measurementSystem: "imperial", temperatureSystem: "fahrenheit" } as const;
const METRIC = { measurementSystem: "metric", temperatureSystem: "celsius" } as const;

const build = (recipe = testRecipe(), units: typeof US | typeof METRIC = US) =>
  recipeJsonLd({
    recipe,
    pageUrl: "https://demo.example.com/recipes/country-bread",
    origin: "https://demo.example.com",
    authorName: "Maya Lin",
    siteTitle: "Maya Cooks",
    units,
  });

describe("recipeJsonLd", () => {
  it("has Google's required and recommended properties", () => {
    const data = build();
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Country Bread",
      url: "https://demo.example.com/recipes/country-bread",
      author: { "@type": "Person", name: "Maya Lin", url: "https://demo.example.com" },
      datePublished: "2026-10-01T08:00:00.000Z",
      description: "A crusty loaf <for> every day.",
      recipeYield: ["8", "8 slices"],
      recipeCategory: "Bread",
      recipeCuisine: "French",
      keywords: "bread, sourdough, Weekend",
      recipeIngredient: ["2 cups all-purpose flour, sifted", "Salt, to taste"],
    });
  });

  it("carries aggregateRating only with at least one rating, with the page's values", () => {
    expect(build().aggregateRating).toBeUndefined();
    const none = { average: null, count: 0, reviewCount: 0, mine: null };
    expect(build(testRecipe({ rating: none })).aggregateRating).toBeUndefined();
    const rated = build(
      testRecipe({ rating: { average: 4.7, count: 128, reviewCount: 40, mine: null } }),
    );
    // Google's Recipe review snippet: ratingValue and a count are required, the scale optional.
    expect(rated.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.7,
      ratingCount: 128,
      reviewCount: 40,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("carries the label's per-serving figures as NutritionInformation when the label is shown", () => {
    expect(build(testRecipe({ nutrition: testNutrition() })).nutrition).toEqual({
      "@type": "NutritionInformation",
      servingSize: "1 of 8 slices",
      calories: "240 kcal",
      fatContent: "12 g",
      saturatedFatContent: "1.5 g",
      cholesterolContent: "30 mg",
      sodiumContent: "430 mg",
      carbohydrateContent: "31 g",
      fiberContent: "4 g",
      // The label's "<1 g", as the number schema.org wants.
      sugarContent: "0.6 g",
      proteinContent: "5 g",
    });
    const noWord = build(testRecipe({ servingDescription: null, nutrition: testNutrition() }));
    expect(noWord.nutrition).toMatchObject({ servingSize: "1 of 8 servings" });
    // Wording that says what one serving holds: the yield counts servings.
    const each = build(
      testRecipe({ servingDescription: "2 slices each", nutrition: testNutrition() }),
    );
    expect(each.nutrition).toMatchObject({ servingSize: "1 of 8 servings, 2 slices each" });
    expect(each.recipeYield).toEqual(["8", "8 servings (2 slices each)"]);
    // The creator's noun agrees with the count, whichever number they wrote it for.
    const oneLoaf = build(testRecipe({ yieldServings: 1, servingDescription: "loaves" }));
    expect(oneLoaf.recipeYield).toEqual(["1", "1 loaf"]);
  });

  it("leaves nutrition out when no label is shown or the viewer may not read the recipe", () => {
    expect(build().nutrition).toBeUndefined();
    const incomplete = testNutrition({ shown: false, incomplete: true });
    expect(build(testRecipe({ nutrition: incomplete })).nutrition).toBeUndefined();
    const noServings = testNutrition({ servings: null, perServing: null });
    expect(build(testRecipe({ nutrition: noServings })).nutrition).toBeUndefined();
    const locked = testRecipe({
      nutrition: testNutrition(),
      access: { full: false, reason: "locked" },
    });
    expect(build(locked).nutrition).toBeUndefined();
  });

  it("gives ISO 8601 durations, the total including the creator's own time", () => {
    const data = build();
    expect(data.prepTime).toBe("PT20M");
    expect(data.cookTime).toBe("PT45M");
    expect(data.totalTime).toBe("PT2H35M");
    const quick = build(
      testRecipe({ prepTimeMinutes: null, cookTimeMinutes: 10, customTimeMinutes: null }),
    );
    expect(quick.prepTime).toBeUndefined();
    expect(quick.totalTime).toBe("PT10M");
  });

  it("lists absolute image URLs in several aspect ratios", () => {
    expect(build().image).toEqual([
      "https://demo.example.com/media/cover.png?width=1200&height=1200&fit=cover&quality=75",
      "https://demo.example.com/media/cover.png?width=1200&height=900&fit=cover&quality=75",
      "https://demo.example.com/media/cover.png?width=1200&height=675&fit=cover&quality=75",
    ]);
    expect(build(testRecipe({ images: [] })).image).toBeUndefined();
  });

  it("writes untitled groups as plain steps with text, name and a link to the step", () => {
    expect(build().recipeInstructions).toEqual([
      {
        "@type": "HowToStep",
        name: "Mix the 2 cups all-purpose flour with water.",
        text: "Mix the 2 cups all-purpose flour with water. Rest.",
        url: "https://demo.example.com/recipes/country-bread#step-s1",
      },
      {
        "@type": "HowToStep",
        name: "Bake at 450°F until deep brown.",
        text: "Bake at 450°F until deep brown.",
        url: "https://demo.example.com/recipes/country-bread#step-s2",
      },
    ]);
  });

  it("writes the site's default units", () => {
    const data = build(testRecipe(), METRIC);
    expect(data.recipeIngredient).toEqual(["250 g all-purpose flour, sifted", "Salt, to taste"]);
    expect(JSON.stringify(data.recipeInstructions)).toContain("Bake at 230°C");
  });

  it("writes titled groups as sections", () => {
    const recipe = testRecipe({
      instructionGroups: [
        {
          id: "a",
          title: "Dough",
          note: null,
          instructions: [step("s1", text([{ text: "Mix." }]))],
        },
        {
          id: "b",
          title: "Bake",
          note: null,
          instructions: [step("s2", text([{ text: "Bake." }]))],
        },
      ],
    });
    expect(build(recipe).recipeInstructions).toEqual([
      {
        "@type": "HowToSection",
        name: "Dough",
        itemListElement: [
          {
            "@type": "HowToStep",
            name: "Mix.",
            text: "Mix.",
            url: "https://demo.example.com/recipes/country-bread#step-s1",
          },
        ],
      },
      {
        "@type": "HowToSection",
        name: "Bake",
        itemListElement: [
          {
            "@type": "HowToStep",
            name: "Bake.",
            text: "Bake.",
            url: "https://demo.example.com/recipes/country-bread#step-s2",
          },
        ],
      },
    ]);
  });

  it("marks a paywalled preview and never lists its instructions", () => {
    // Even if a preview carried steps by mistake, the structured data leaves them out.
    const data = build(testRecipe({ access: { full: false, reason: "locked" } }));
    expect(data.isAccessibleForFree).toBe(false);
    expect(data.hasPart).toEqual({
      "@type": "WebPageElement",
      isAccessibleForFree: false,
      cssSelector: ".recipe-locked",
    });
    expect(data.recipeInstructions).toBeUndefined();
    expect(JSON.stringify(data)).not.toContain("Bake at");
    expect(build().isAccessibleForFree).toBeUndefined();
  });

  it("describes the video", () => {
    const data = build(testRecipe({ video: { id: "dQw4w9WgXcQ" } }));
    expect(data.video).toEqual({
      "@type": "VideoObject",
      name: "Country Bread",
      description: "A crusty loaf <for> every day.",
      thumbnailUrl: [
        "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        "https://demo.example.com/media/cover.png?width=1280&height=720&fit=cover&quality=75",
      ],
      contentUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      uploadDate: "2026-10-01T08:00:00.000Z",
    });
    expect(build(testRecipe({ video: { id: 'bad id"<' } })).video).toBeUndefined();
  });

  it("describes the story read aloud", () => {
    const url = "/media/sites/s/audio/a.mp3";
    const data = build(testRecipe({ storyAudio: { url, contentType: "audio/mpeg" } }));
    expect(data.audio).toEqual({
      "@type": "AudioObject",
      name: "Country Bread: the story",
      contentUrl: `https://demo.example.com${url}`,
      encodingFormat: "audio/mpeg",
    });
    expect(build().audio).toBeUndefined();
  });

  it("names the site as author when the owner has no display name", () => {
    const data = recipeJsonLd({
      recipe: testRecipe(),
      pageUrl: "https://a.example/recipes/x",
      origin: "https://a.example",
      authorName: null,
      siteTitle: "Maya Cooks",
      units: US,
    });
    expect(data.author).toEqual({
      "@type": "Organization",
      name: "Maya Cooks",
      url: "https://a.example",
    });
  });
});

describe("recipeJsonLd authors", () => {
  it("lists the credited contributors after the owner, with their entry as url and links as sameAs", () => {
    const data = recipeJsonLd({
      recipe: testRecipe({
        contributors: [
          { id: "c1", name: "Sam Ortega", bio: null, image: null, links: [] },
          {
            id: "c2",
            name: "Ana Lima",
            bio: "Pastry",
            image: null,
            // The second as stored before the API added https:// to what was typed.
            links: ["https://ana.example.com", "www.instagram.com/ana.bakes"],
          },
        ],
      }),
      pageUrl: "https://a.example/recipes/x",
      origin: "https://a.example",
      authorName: "Maya Lin",
      siteTitle: "Maya Cooks",
      units: US,
    });
    expect(data.author).toEqual([
      { "@type": "Person", name: "Maya Lin", url: "https://a.example" },
      {
        "@type": "Person",
        name: "Sam Ortega",
        url: "https://a.example/contributors#contributor-c1",
      },
      {
        "@type": "Person",
        name: "Ana Lima",
        url: "https://a.example/contributors#contributor-c2",
        sameAs: ["https://ana.example.com", "https://www.instagram.com/ana.bakes"],
      },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element it sits in", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
