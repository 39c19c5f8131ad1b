import type { CurrentUser } from "@schema/api/identity";
import { signInHref, subscribeHref } from "../../lib/next-path";
import { paywallButtonLabel } from "../../lib/recipe-page/newsletter";
import { LockIcon } from "../site/icons";

type Props = { user: CurrentUser | null; returnTo: string };

/**
 * The premium-recipe prompt under the clipped preview (docs/spec/visitor-experience.md §4 Paywall).
 * The API has already left out the steps and notes, so there is nothing here to hide, only an
 * offer.
 */
export function RecipePaywall({ user, returnTo }: Props) {
  return (
    <section className="paywall" aria-labelledby="paywall-heading">
      <span className="paywall__icon">
        <LockIcon size={22} />
      </span>
      <h2 id="paywall-heading" className="paywall__text">
        This is a premium recipe and is only available to subscribers with full access subscriptions
      </h2>
      <a className="button button--primary" href={subscribeHref(returnTo)}>
        {paywallButtonLabel(user)}
      </a>
      {user ? null : (
        <p className="paywall__sign-in">
          Already a subscriber? <a href={signInHref("/sign-in", returnTo)}>Sign in</a>
        </p>
      )}
    </section>
  );
}
