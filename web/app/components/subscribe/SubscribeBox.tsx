import { Link, useNavigation } from "@remix-run/react";
import type { CurrentUser } from "@schema/api/identity";
import { useId, useState } from "react";
import { NEWSLETTER_TEXT } from "../../lib/interactions/newsletter-modal";
import { subscribeBoxVariant } from "../../lib/interactions/subscribe-box";
import type { SiteChrome } from "../../lib/site/site-chrome";
import { NewsletterEmailForm } from "./NewsletterEmailForm";

type Props = {
  site: Pick<
    SiteChrome,
    | "title"
    | "upgradePitch"
    | "newslettersEnabled"
    | "subscriptionsEnabled"
    | "paymentsEnabled"
    | "monthlyAmountCents"
    | "yearlyAmountCents"
  >;
  user: CurrentUser | null;
  /** Whether the viewer can read the whole recipe (no box under a paywall). */
  fullAccess: boolean;
};

const TEXT = {
  subscribe: "Subscribe to get my new recipes delivered to your inbox",
  thanks: "Thanks for subscribing",
};

/**
 * The recipe page's subscribe box (docs/spec/visitor-experience.md §4 "Subscribe box widget", §6),
 * 186 px tall: a newsletter sign-up that posts at once (sites without subscriptions), a form that
 * takes the e-mail to /subscribe (subscriptions on, viewer not subscribed), or an upgrade prompt
 * (its words chosen on the server by what a paid plan gives on this site: SiteChrome).
 * Nothing while the viewer is changing (signing out), nothing for paid subscribers.
 */
export function SubscribeBox({ site, user, fullAccess }: Props) {
  const headingId = useId();
  const fieldId = useId();
  const navigation = useNavigation();
  const [succeeded, setSucceeded] = useState(false);
  const [mustConfirm, setMustConfirm] = useState(false);
  const userPending = navigation.state !== "idle" && navigation.formAction === "/sign-out";
  const variant = subscribeBoxVariant({ site, user, userPending, fullAccess, succeeded });
  if (!variant) return null;

  if (variant === "thanks") {
    return (
      <section className="newsletter-block" aria-labelledby={headingId}>
        <h2 id={headingId} className="newsletter-block__title" role="status">
          {TEXT.thanks}
        </h2>
        {mustConfirm ? <p>{NEWSLETTER_TEXT.confirm}</p> : null}
      </section>
    );
  }

  return (
    <section className="newsletter-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="newsletter-block__title">
        {variant === "upgrade" ? site.upgradePitch : TEXT.subscribe}
      </h2>
      {variant === "upgrade" ? (
        <Link className="button button--primary" to="/subscribe">
          Upgrade
        </Link>
      ) : variant === "newsletter" ? (
        <NewsletterEmailForm
          label={`Email address for ${site.title}`}
          defaultEmail={user?.email}
          className="newsletter-block__form"
          onDone={({ confirmationRequired }) => {
            setMustConfirm(confirmationRequired);
            setSucceeded(true);
          }}
        />
      ) : user ? (
        // Signed in, the subscribe page uses the account's address (locked there).
        <Link className="button button--primary" to="/subscribe">
          Subscribe
        </Link>
      ) : (
        // The free-subscription form: a plain GET, so it works before script too.
        <form className="newsletter-form newsletter-block__form" method="get" action="/subscribe">
          <div className="newsletter-form__row">
            <label htmlFor={fieldId} className="visually-hidden">
              Email address for {site.title}
            </label>
            <input
              id={fieldId}
              type="email"
              name="email"
              required
              autoComplete="email"
              spellCheck={false}
              placeholder="you@example.com"
            />
            <button type="submit" className="button button--primary">
              Subscribe
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
