import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { RecipeDetail } from "@schema/api/public-read";
import { callApi, segment, unexpectedApiResult } from "../api.server";
import { parseCookies } from "../cookie";
import { getViewer } from "../current-user.server";
import { setAsideForDocument } from "../document-markup.server";
import { getPublicSite, resolveHost } from "../host.server";
import { KEEP_HEADER } from "../offline/offline-rules";
import { cachedPublicRead } from "../public-data-cache.server";
import { plainTextOf } from "../recipe/plain-text";
import { yieldTexts } from "../recipe/serving-words.server";
import { readSessionToken } from "../session.server";
import { redirectIfMoved } from "../site/moved-page.server";
import { absoluteUrl, imageUrl, SOCIAL_IMAGE } from "./image-url";
import { recipeJsonLd, serializeJsonLd } from "./json-ld";
import { nutritionLabelHtml } from "./nutrition-label.server";
import type { RecipePageData } from "./page-data";
import {
  PREFERENCES_COOKIE,
  parsePreferences,
  resolvePreferences,
  savedParts,
} from "./preferences";
import { freshRating } from "./rating.server";
import { withVisibleContent } from "./recipe-content";
import { parseRecipeQuery } from "./recipe-query";
import { sanitizeHtml } from "./sanitize-html";

/** Responses that depend on who is asking must never sit in a shared cache. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

// Meta descriptions past this are cut by search engines anyway.
const DESCRIPTION_MAX = 300;

/**
 * /recipes/{slug} on a creator site: the recipe as this viewer may read it (the session
 * token goes along; the API decides entitlement and sends a preview to locked viewers),
 * with everything the page derives on the server: sanitized legacy HTML, the structured
 * data, the social image and the unit choice.
 */
export async function loadRecipePage(args: LoaderFunctionArgs) {
  const host = await resolveHost(args);
  if (host.kind !== "site") throw data(null, { status: 404 });
  const siteSlug = host.site.slug;
  const url = new URL(args.request.url);
  const preview = url.searchParams.get("preview") === "true";
  const token = readSessionToken(args.request);
  const param = { siteSlug: segment(siteSlug), recipeSlug: segment(args.params.slug ?? "") };

  // Without a session the API answers what any anonymous visitor may read (for a
  // subscriber-only recipe, its preview), so an anonymous view may take that answer from the
  // edge cache under the site's content version; a session or a preview always asks.
  const cached = token === null && !preview;
  const read = cached
    ? cachedPublicRead(args, (api) =>
        api.site[":siteSlug"].recipes[":recipeSlug"].$get({ param, query: {} }),
      )
    : callApi(
        args,
        (api) =>
          api.site[":siteSlug"].recipes[":recipeSlug"].$get({
            param,
            query: preview ? { preview: "true" } : {},
          }),
        { token },
      );
  // Signed in, the reader's units come with who they are (the root loader asks the same,
  // once per request). Such a page is personal, so the choice never reaches a shared cache.
  const [result, site, viewer] = await Promise.all([
    read,
    getPublicSite(args, siteSlug),
    token === null ? null : getViewer(args, host),
  ]);
  if (!result.ok) {
    if (result.status === 404) {
      // A renamed recipe's old address (a pin, a sent newsletter) leads to it.
      await redirectIfMoved(args, siteSlug);
      throw data(null, { status: 404 });
    }
    throw unexpectedApiResult(result, `recipe ${siteSlug}/${args.params.slug}`);
  }

  const { recipe: received, moreRecipes } = result.body;
  // Canonical and shared links name the site's custom domain when it has one.
  const origin = host.site.origin;
  const pageUrl = `${origin}/recipes/${encodeURIComponent(received.slug)}`;
  const siteDefaults = {
    measurementSystem: site.defaultMeasurementSystem,
    temperatureSystem: site.defaultTemperatureSystem,
  };
  // The address (a newsletter's "in metric" link) wins over the cookie for this view. The
  // query is part of the edge cache key, so each choice is cached as its own page.
  // Signed in, the account's choice outranks this browser's cookie where it has one
  // (docs/spec/visitor-experience.md §4: signing in sets the units only to non-empty values), so
  // every device agrees.
  const query = parseRecipeQuery(url.searchParams);
  const accountPreferences = viewer?.user ? savedParts(viewer.user.unitPreferences) : null;
  const chosen = {
    ...parsePreferences(parseCookies(args.request.headers.get("Cookie"))[PREFERENCES_COOKIE]),
    ...accountPreferences,
    ...query.preferences,
  };
  // Imported data: typed as a string, but stored as a free-form object, so check.
  const rawLegacy: unknown = received.legacyRecipeData?.content;
  const legacyContent = typeof rawLegacy === "string" ? rawLegacy.trim() : "";
  // A cached recipe's rating may be a minute old already: the page takes a fresh one.
  const rating = cached ? await freshRating(args, siteSlug, received.id) : null;
  const recipe: RecipeDetail = {
    ...received,
    legacyRecipeData: null,
    rating: rating ?? received.rating,
  };
  const cover = recipe.images[0];

  const payload: RecipePageData = {
    // The figures reach the page as its rendered label, nutritionHtml.
    recipe: { ...withVisibleContent(recipe), nutrition: null },
    moreRecipes,
    legacyHtml: legacyContent ? sanitizeHtml(legacyContent) : null,
    preferences: resolvePreferences(chosen, siteDefaults),
    accountPreferences,
    queryPreferences: query.preferences,
    yieldTexts: yieldTexts(recipe.yieldServings, recipe.servingDescription),
    initialMultiplier: query.multiplier,
    pageUrl,
    origin,
    shareImageUrl: cover ? absoluteUrl(origin, imageUrl(cover, SOCIAL_IMAGE)) : null,
    description: metaDescription(recipe),
    // Both are markup the document carries: its hydration data does not repeat them.
    jsonLd: setAsideForDocument(
      args.context,
      "jsonLd",
      serializeJsonLd(
        recipeJsonLd({
          recipe,
          pageUrl,
          origin,
          authorName: site.owner.displayName,
          siteTitle: site.title,
          // The page a crawler gets: the site's own units, whatever this visitor chose.
          units: resolvePreferences({}, siteDefaults),
        }),
      ),
    ),
    noindex: preview || recipe.publishedAt === null,
    nutritionHtml: setAsideForDocument(args.context, "nutrition", nutritionLabelHtml(recipe)),
  };

  // Signed in or previewing: what this viewer gets may be paid content. Anonymous pages
  // get their caching from the edge layer (functions/[[path]].ts).
  const personal = token !== null || preview;
  const headers = new Headers();
  if (personal) headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  // A session ended elsewhere ("Sign out everywhere else", another device's sign-out): the
  // root loader clears its cookie on a document load, but a link followed in the page asks
  // for this page's data alone (root.tsx shouldRevalidate). Clearing it here too makes that
  // answer name the anonymous viewer, so the site's service worker drops the reader's kept
  // copies at once (app/lib/offline/offline-headers.server.ts) instead of keeping them
  // under a dead session.
  if (viewer?.clearCookie) headers.set("Set-Cookie", viewer.clearCookie);
  // What this viewer may keep to read offline (app/lib/offline/offline-rules.ts): the whole
  // recipe only when the API sent them the whole recipe; a manager's preview, never.
  if (!preview) headers.set(KEEP_HEADER, recipe.access.full ? "full" : "preview");
  return data(payload, { headers });
}

function metaDescription(recipe: RecipeDetail): string {
  const text = (
    plainTextOf(recipe.description, { units: recipe.units }) ||
    recipe.storyExcerpt ||
    ""
  )
    .replace(/\s+/g, " ")
    .trim();
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}
