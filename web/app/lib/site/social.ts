import { safeHref } from "../links";

/** Social links as the header, footer and about page show them. */

const LABELS: Record<string, string> = {
  discord: "Discord",
  email: "Email",
  instagram: "Instagram",
  pinterest: "Pinterest",
  substack: "Substack",
  tiktok: "TikTok",
  x: "X",
  youtube: "YouTube",
  facebook: "Facebook",
  website: "Website",
  amazon: "Amazon",
};

/** Whether the platform has its own name and glyph (SocialIcon), rather than "Website". */
export function isKnownPlatform(platform: string): boolean {
  return Object.keys(LABELS).includes(platform);
}

export function socialLabel(platform: string): string {
  return LABELS[platform] ?? "Website";
}

export type SocialLinkView = { id: string; platform: string; label: string; href: string };

/** Links with a usable address, each with its platform's display name. */
export function socialLinkViews(
  links: readonly { id: string; platform: string; url: string }[],
  max = Number.POSITIVE_INFINITY,
): SocialLinkView[] {
  const views: SocialLinkView[] = [];
  for (const link of links) {
    // The e-mail link was accepted and stored without mailto: before the API added it.
    const bareEmail = link.platform === "email" && !/^mailto:/i.test(link.url.trim());
    const href = safeHref(bareEmail ? `mailto:${link.url.trim()}` : link.url);
    if (!href || href.startsWith("/")) continue;
    views.push({ id: link.id, platform: link.platform, label: socialLabel(link.platform), href });
    if (views.length >= max) break;
  }
  return views;
}
