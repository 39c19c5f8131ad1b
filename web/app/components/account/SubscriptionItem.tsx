import { Form } from "@remix-run/react";
import type { AccountSubscription } from "@schema/api/subscriptions";
import {
  canCancelHere,
  endsOn,
  formatPlanPrice,
  planLabel,
  renewsOn,
  statusLabel,
  subscriptionDates,
} from "../../lib/account/format";
import { useDayOf } from "../../lib/days";

type Props = {
  subscription: AccountSubscription;
  /** With script: opens the confirmation dialog (without, the link's ?cancel= does). */
  onCancel: (subscription: AccountSubscription) => void;
};

/** One site the person subscribes to: plan, price, status, dates and what they can do. */
export function SubscriptionItem({ subscription, onCancel }: Props) {
  const dayOf = useDayOf();
  const { site, plan, status, priceAmountCents, cadence } = subscription;
  const renews = renewsOn(subscription);
  const ends = endsOn(subscription);
  const headingId = `subscription-${subscription.id}`;
  return (
    <article className="subscription panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="subscription__site">
        {/* A closed site's pages answer "has closed" only: nothing to go to. */}
        {site.closed ? site.title : <a href={site.url}>{site.title}</a>}
      </h2>
      {site.closed ? (
        <p className="subscription__note">
          {status === "canceled"
            ? "Site closed."
            : "Site closed: it sends and charges nothing while it is closed. If its owner restores it, your subscription goes on."}
        </p>
      ) : null}
      <dl className="subscription__facts">
        <div>
          <dt>Plan</dt>
          <dd>{planLabel(plan)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatPlanPrice(priceAmountCents, cadence)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`subscription__status subscription__status--${status}`}>
              {site.closed && status !== "canceled" ? "Paused" : statusLabel(status)}
            </span>
          </dd>
        </div>
        {subscriptionDates(subscription, dayOf).map(({ label, at }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <time dateTime={at}>{dayOf(at)}</time>
            </dd>
          </div>
        ))}
        {renews ? (
          <div>
            <dt>Renews on</dt>
            <dd>
              <time dateTime={renews}>{dayOf(renews)}</time>
            </dd>
          </div>
        ) : null}
        {ends ? (
          <div>
            <dt>Ends on</dt>
            <dd>
              <time dateTime={ends}>{dayOf(ends)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {subscription.compUntil ? (
        <p className="subscription__note">
          {site.title} gave you paid access until {dayOf(subscription.compUntil)}: you read its
          subscriber-only recipes in full, at no charge.
        </p>
      ) : null}
      {ends ? (
        <p className="subscription__note">
          Cancelled: you keep access until {dayOf(ends)}. Renew it in Manage billing.
        </p>
      ) : null}
      {/* Nothing to upgrade or cancel at a closed site: its pages are gone, and a cancel's
          "subscribe again from the site" would not be true. */}
      {subscription.upgradable && !site.closed ? (
        // To the site's Subscribe page, signed in there (the route's intent=upgrade).
        <Form method="post" action="/subscriptions" className="subscription__action">
          <input type="hidden" name="intent" value="upgrade" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <button type="submit" className="button button--primary">
            Upgrade to paid
            <span className="visually-hidden"> on {site.title}</span>
          </button>
        </Form>
      ) : null}
      {subscription.billing && subscription.status !== "canceled" ? (
        // The API opens a Billing Portal session and the action redirects to it.
        <Form method="post" action="/subscriptions" className="subscription__action">
          <input type="hidden" name="intent" value="billing" />
          <input type="hidden" name="subscriptionId" value={subscription.id} />
          <button type="submit" className="button button--secondary">
            Manage billing
            <span className="visually-hidden"> for {site.title}</span>
          </button>
        </Form>
      ) : null}
      {canCancelHere(subscription) && !site.closed ? (
        // A GET form, so the button works without script too: ?cancel={id} renders the
        // confirmation open.
        <form method="get" action="/subscriptions" className="subscription__action">
          <input type="hidden" name="cancel" value={subscription.id} />
          <button
            type="submit"
            className="button button--secondary"
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault();
              onCancel(subscription);
            }}
          >
            Cancel subscription
            <span className="visually-hidden"> to {site.title}</span>
          </button>
        </form>
      ) : null}
    </article>
  );
}
