import type { SocialMediaLink } from "@schema/api/public-site";
import { socialLinkViews } from "../../lib/site/social";
import { SocialIcon } from "./SocialIcon";

type Props = {
  links: readonly SocialMediaLink[];
  siteTitle: string;
  /** Spec: the bio card shows at most three. */
  max?: number;
  className?: string;
};

/** Icon links to the creator's profiles; each is named for screen readers ("… on Instagram"). */
export function SocialLinks({ links, siteTitle, max, className }: Props) {
  const views = socialLinkViews(links, max);
  if (!views.length) return null;
  return (
    <ul className={`social-links${className ? ` ${className}` : ""}`}>
      {views.map((link) => (
        <li key={link.id}>
          <a
            className="social-links__link"
            href={link.href}
            target={link.platform === "email" ? undefined : "_blank"}
            rel="noopener noreferrer me"
            aria-label={
              link.platform === "email" ? `Email ${siteTitle}` : `${siteTitle} on ${link.label}`
            }
            title={link.label}
          >
            <SocialIcon platform={link.platform} />
          </a>
        </li>
      ))}
    </ul>
  );
}
