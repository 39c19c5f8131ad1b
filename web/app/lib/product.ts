/** The platform's own name (the API's PLATFORM_NAME), used on platform pages and credits. */
export const PRODUCT_NAME = "Recipe Platform";
