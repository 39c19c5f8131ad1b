import { Link } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { type OfferSite, subscribeOffer } from "../../lib/interactions/subscribe-box";
import type { SiteChrome } from "../../lib/site/site-chrome";

type Props = { site: OfferSite & Pick<SiteChrome, "upgradePitch">; user: CurrentUser | null };

/**
 * The home page's subscribe block: a call to the subscribe page, which holds the real form
 * and plans. Shown by the same rule as the recipe page's subscribe box
 * (lib/interactions/subscribe-box.ts): never to paid subscribers, to free subscribers only
 * when there is a paid plan to upgrade to.
 */
export function SubscribeBlock({ site, user }: Props) {
  // The home page is readable by everyone: no paywall to take into account.
  const offer = subscribeOffer(site, user, true);
  if (!offer) return null;
  const upgrade = offer === "upgrade";
  return (
    <section className="subscribe-block" aria-labelledby="subscribe-block-title">
      <h2 id="subscribe-block-title">
        {upgrade ? site.upgradePitch : "Subscribe to get my new recipes delivered to your inbox"}
      </h2>
      <Link className="button button--primary" to="/subscribe">
        {upgrade ? "Upgrade" : "Subscribe"}
      </Link>
    </section>
  );
}
