import { useId } from "react";
import type { NewsletterBox } from "../../lib/recipe-page/newsletter";

type Props = { kind: Exclude<NewsletterBox, null>; signedIn: boolean; siteTitle: string };

/**
 * The recipe page's subscribe box (spec §4). It hands over to /subscribe, which owns the
 * plans, the checkout and the confirmation; a signed-out reader's e-mail goes along as the
 * page's `email` parameter, so this is a plain GET form that works without script.
 */
export function NewsletterBlock({ kind, signedIn, siteTitle }: Props) {
  const fieldId = useId();
  const headingId = useId();
  const upgrade = kind === "upgrade";
  return (
    <section className="newsletter-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="newsletter-block__title">
        {upgrade
          ? "Upgrade your subscription to get access to all recipes"
          : "Subscribe to get my new recipes delivered to your inbox"}
      </h2>
      {upgrade || signedIn ? (
        <a className="button button--primary" href="/subscribe">
          {upgrade ? "Upgrade" : "Subscribe"}
        </a>
      ) : (
        <form className="newsletter-block__form" method="get" action="/subscribe">
          <label htmlFor={fieldId} className="visually-hidden">
            Email address for {siteTitle}
          </label>
          <input
            id={fieldId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder="you@example.com"
          />
          <button type="submit" className="button button--primary">
            Subscribe
          </button>
        </form>
      )}
    </section>
  );
}
