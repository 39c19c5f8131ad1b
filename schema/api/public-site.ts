/**
 * Response shapes of the public site calls the web app renders every page from:
 * GET /api/v1/hosts/{host} and GET /api/v1/site/{siteSlug}/current-site. They are zod
 * schemas in ./answers/public-site.ts (the OpenAPI document's); the types are re-exported here.
 */
export type {
  ColorTheme,
  CurrentSiteResponse,
  HeaderLayout,
  HeaderLink,
  HostResponse,
  HostSite,
  ProductLink,
  PublicSite,
  SiteEvent,
  SiteLayout,
  SiteLink,
  SocialMediaLink,
  TypeTheme,
} from "./answers/public-site";
