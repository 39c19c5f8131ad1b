import { Link } from "@remix-run/react";
import { kitchenPath } from "../shared/kitchen-sections";

/** Said wherever a send would be offered while the site has no mailing address yet. */
export function MailingAddressMissing({ siteSlug }: { siteSlug: string }) {
  return (
    <p className="newsletter-notice">
      To e-mail this recipe to your subscribers, add your site's mailing address in{" "}
      <Link to={kitchenPath(siteSlug, "settings", "#newsletter")}>Settings</Link> first: the law on
      bulk e-mail requires it in every newsletter's footer.
    </p>
  );
}
