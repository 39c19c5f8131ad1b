import type { SiteLink } from "@schema/api/public-site";
import { safeHref } from "../../lib/links";

/** The creator's links as full-width buttons, each opening in a new tab (/links, link-in-bio). */
export function LinkList({ links }: { links: SiteLink[] }) {
  const usable = links.flatMap((link) => {
    const href = safeHref(link.href);
    return href ? [{ ...link, href }] : [];
  });
  if (!usable.length) return null;
  return (
    <ul className="link-list">
      {usable.map((link) => (
        <li key={link.id}>
          <a
            className="link-list__button"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label?.trim() || link.href}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
