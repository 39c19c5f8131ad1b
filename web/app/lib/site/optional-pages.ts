import type { PublicSite } from "@schema/api/public-site";
import { safeHref } from "../links";
import { hasRichTextContent } from "./rich-text-text";

/** Which optional pages a site has: a page with nothing to show is not linked, and is a 404. */

export const hasAboutPage = (site: Pick<PublicSite, "about">) => hasRichTextContent(site.about);
export const hasLinksPage = (site: Pick<PublicSite, "links">) =>
  site.links.some((link) => safeHref(link.href) !== null);
export const hasEventsPage = (site: Pick<PublicSite, "events">) => site.events.length > 0;
