import { Form, Link, useNavigation } from "@remix-run/react";
import type { Subscriber } from "@schema/api/manage-subscribers";
import { MAX_COMP_DAYS } from "@schema/api/manage-subscribers";
import { useEffect, useRef } from "react";
import { SubmitButton } from "../../components/SubmitButton";
import { useDayOf } from "../../lib/days";

type Props = { subscriber: Subscriber; closeHref: string };

/** Where Close hands focus back: the row's Manage link (the page reads it after the close). */
export type ClosedManageState = { closedManage: string };

/** A required "I confirm" box: every action moves money or access, so each is confirmed first. */
function Confirm({ label }: { label: string }) {
  return (
    <label className="checkbox-field">
      <input type="checkbox" name="confirm" value="true" required /> <span>{label}</span>
    </label>
  );
}

/**
 * The manager's actions on one subscriber: a comp (free paid access for some days) and its
 * early end, and for a subscriber Stripe bills, refund of the last payment and cancellation
 * now or at period end. Plain forms: they work before hydration too.
 */
export function SubscriberActions({ subscriber, closeHref }: Props) {
  const dayOf = useDayOf();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const live = subscriber.status !== "canceled";
  const heading = useRef<HTMLHeadingElement>(null);
  // Manage keeps the list's scroll, and the panel sits above the list: bring the person to
  // it (focus scrolls it into view), or on a phone Manage looks like a dead button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel subscriber-actions" aria-labelledby="subscriber-actions-title">
      <h2 id="subscriber-actions-title" ref={heading} tabIndex={-1}>
        Manage {subscriber.email}
      </h2>
      {subscriber.compUntil ? <p>Free paid access until {dayOf(subscriber.compUntil)}.</p> : null}
      {subscriber.compUntil ? (
        <Form method="post" className="subscriber-actions__form">
          <input type="hidden" name="subscriptionId" value={subscriber.id} />
          <input type="hidden" name="action" value="end_comp" />
          <h3>End free paid access</h3>
          <Confirm label="End the access you gave this reader now" />
          <SubmitButton className="button button--secondary" busy={busy}>
            End free access
          </SubmitButton>
        </Form>
      ) : null}
      <Form method="post" className="subscriber-actions__form">
        <input type="hidden" name="subscriptionId" value={subscriber.id} />
        <input type="hidden" name="action" value="comp" />
        <h3>Give free paid access</h3>
        <div className="field kfield">
          <label htmlFor="comp-days">Days</label>
          <input
            id="comp-days"
            name="days"
            type="number"
            min={1}
            max={MAX_COMP_DAYS}
            defaultValue={30}
            required
          />
        </div>
        <Confirm label="Give this reader paid access at no charge" />
        <SubmitButton className="button button--primary" busy={busy}>
          Give free access
        </SubmitButton>
      </Form>
      {subscriber.billing && live ? (
        <>
          <Form method="post" className="subscriber-actions__form">
            <input type="hidden" name="subscriptionId" value={subscriber.id} />
            <input type="hidden" name="action" value="refund" />
            <h3>Refund the last payment</h3>
            <Confirm label="Refund this reader's last payment in full" />
            <SubmitButton className="button button--secondary" busy={busy}>
              Refund last payment
            </SubmitButton>
          </Form>
          {subscriber.cancelAt ? null : (
            <Form method="post" className="subscriber-actions__form">
              <input type="hidden" name="subscriptionId" value={subscriber.id} />
              <input type="hidden" name="action" value="cancel" />
              <input type="hidden" name="when" value="period_end" />
              <h3>Cancel at the end of the period</h3>
              <Confirm label="Stop renewal; access stays until the period ends" />
              <SubmitButton className="button button--secondary" busy={busy}>
                Cancel at period end
              </SubmitButton>
            </Form>
          )}
          <Form method="post" className="subscriber-actions__form">
            <input type="hidden" name="subscriptionId" value={subscriber.id} />
            <input type="hidden" name="action" value="cancel" />
            <input type="hidden" name="when" value="now" />
            <h3>Cancel now</h3>
            <Confirm label="End this subscription and its access now" />
            <SubmitButton className="button button--danger" busy={busy}>
              Cancel now
            </SubmitButton>
          </Form>
        </>
      ) : null}
      <p>
        <Link
          to={closeHref}
          preventScrollReset
          state={{ closedManage: subscriber.id } satisfies ClosedManageState}
        >
          Close
        </Link>
      </p>
    </section>
  );
}
