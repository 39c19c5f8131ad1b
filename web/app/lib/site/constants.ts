/** Business constants of the public site pages (docs/spec/visitor-experience.md §9). */

/** Search input debounce before the results are asked for. */
export const SEARCH_DEBOUNCE_MS = 200;
/** Below this width menus are bottom sheets; from it up, drawers, dropdowns and modals. */
export const MOBILE_BREAKPOINT_PX = 768;
/** /collections shows this many before 'Show more'. */
export const COLLECTIONS_PREVIEW = 3;
/** The home page's featured slider: at most five, the first two large. */
export const FEATURED_MAX = 5;
export const FEATURED_LARGE = 2;
/**
 * Latest recipes on the standard home page ("trending block" in
 * docs/spec/visitor-experience.md §9).
 */
export const LATEST_RECIPES = 3;
/** Filter chips suggested above the recipe grid. */
export const FILTER_SUGGESTIONS = 5;
/**
 * Recipes per page of the recipe index. docs/spec/visitor-experience.md §9 leaves it open; 24 fills
 * whole rows of the one-, two- and three-column grids. The same number as the API's
 * RECIPE_PAGE_SIZE, kept here because the page's browser code must not import schema/api (it would
 * bundle zod).
 */
export const RECIPES_PAGE_SIZE = 24;
/**
 * How many pages a ?page= link may accumulate. A bound on the work one request can ask for;
 * past it, search or filters are the better tool.
 */
export const RECIPES_MAX_PAGES = 20;
/** The cookbook's table of contents lists at most this many recipes. */
export const COOKBOOK_MAX_RECIPES = 480;
