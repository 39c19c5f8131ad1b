import { Link } from "@remix-run/react";
import type { CurrentUser } from "../../../../schema/api/identity";
import type { PublicSite } from "../../../../schema/api/public-site";

type Props = {
  site: Pick<PublicSite, "newslettersEnabled" | "subscriptionsEnabled">;
  user: CurrentUser | null;
};

/**
 * The home page's subscribe block: a call to the subscribe page, which holds the real form
 * and plans. Not for paid subscribers (spec §6), nor for free subscribers of a site with no
 * paid plan to offer them.
 */
export function SubscribeBlock({ site, user }: Props) {
  if (!site.newslettersEnabled || user?.isSubscribedToPaid) return null;
  const upgrade = Boolean(user?.isSubscribedToFree);
  if (upgrade && !site.subscriptionsEnabled) return null;
  return (
    <section className="subscribe-block" aria-labelledby="subscribe-block-title">
      <h2 id="subscribe-block-title">
        {upgrade
          ? "Upgrade your subscription to get access to all recipes"
          : "Subscribe to get my new recipes delivered to your inbox"}
      </h2>
      <Link className="button button--primary" to="/subscribe">
        {upgrade ? "Upgrade" : "Subscribe"}
      </Link>
    </section>
  );
}
