import type { SitePageResponse } from "@schema/api/answers/site-pages";
import type { PLATFORM_PAGE_KINDS } from "@schema/api/platform-pages";
import { PLATFORM_NAME } from "../identity/sign-in";
import { defaultPrivacy } from "./default-privacy";
import { defaultTerms } from "./default-terms";

/**
 * The platform host's /terms and /privacy: the same plain words every site starts with,
 * naming the platform. Creators' readers who sign in or manage their account there are
 * covered by them; the platform runs no analytics of its own.
 */
export function platformPage(kind: (typeof PLATFORM_PAGE_KINDS)[number]): SitePageResponse {
  const body =
    kind === "terms"
      ? defaultTerms(PLATFORM_NAME)
      : defaultPrivacy({
          title: PLATFORM_NAME,
          googleAnalyticsId: null,
          newsletterAnalytics: false,
        });
  return { kind, body, isDefault: true };
}
