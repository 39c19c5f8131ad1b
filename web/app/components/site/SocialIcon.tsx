import { isKnownPlatform } from "../../lib/site/social";
import { LineIcon } from "../LineIcon";

/**
 * A recognisable glyph per social platform (docs/spec/visitor-experience.md §3's list), drawn as
 * simple line art (symbols social-… in icons/line-icons.svg) so no icon font or brand artwork is
 * downloaded. Unknown platforms get the website globe.
 */
export function SocialIcon({ platform }: { platform: string }) {
  return <LineIcon name={`social-${isKnownPlatform(platform) ? platform : "website"}`} size={20} />;
}
