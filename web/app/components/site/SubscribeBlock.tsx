import { Link } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import {
  type OfferSite,
  type PitchSite,
  subscribeOffer,
  upgradePitch,
} from "../../lib/interactions/subscribe-box";

type Props = { site: OfferSite & PitchSite; user: CurrentUser | null };

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
        {upgrade ? upgradePitch(site) : "Subscribe to get my new recipes delivered to your inbox"}
      </h2>
      <Link className="button button--primary" to="/subscribe">
        {upgrade ? "Upgrade" : "Subscribe"}
      </Link>
    </section>
  );
}
