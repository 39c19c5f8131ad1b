import { Form, Link, useNavigation } from "@remix-run/react";
import type { Subscriber } from "@schema/api/manage-subscribers";
import { MAX_COMP_DAYS } from "@schema/api/manage-subscribers";
import { type ReactNode, useEffect, useRef } from "react";
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

type ActionFormProps = {
  subscriptionId: string;
  /** Posted fields beside the subscription: the action and, for a cancel, when. */
  fields: Record<string, string>;
  title: string;
  confirm: string;
  submitLabel: string;
  tone: "primary" | "secondary" | "danger";
  busy: boolean;
  children?: ReactNode;
};

/** One action: its heading, any fields, the confirmation box and its button. */
function ActionForm({
  subscriptionId,
  fields,
  title,
  confirm,
  submitLabel,
  tone,
  busy,
  children,
}: ActionFormProps) {
  return (
    <Form method="post" className="subscriber-actions__form">
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h3>{title}</h3>
      {children}
      <Confirm label={confirm} />
      <SubmitButton className={`button button--${tone}`} busy={busy}>
        {submitLabel}
      </SubmitButton>
    </Form>
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
  const action = { subscriptionId: subscriber.id, busy };
  return (
    <section className="panel subscriber-actions" aria-labelledby="subscriber-actions-title">
      <h2 id="subscriber-actions-title" ref={heading} tabIndex={-1}>
        Manage {subscriber.email}
      </h2>
      {subscriber.compUntil ? (
        <>
          <p>Free paid access until {dayOf(subscriber.compUntil)}.</p>
          <ActionForm
            {...action}
            fields={{ action: "end_comp" }}
            title="End free paid access"
            confirm="End the access you gave this reader now"
            submitLabel="End free access"
            tone="secondary"
          />
        </>
      ) : null}
      <ActionForm
        {...action}
        fields={{ action: "comp" }}
        title="Give free paid access"
        confirm="Give this reader paid access at no charge"
        submitLabel="Give free access"
        tone="primary"
      >
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
      </ActionForm>
      {subscriber.billing && live ? (
        <>
          <ActionForm
            {...action}
            fields={{ action: "refund" }}
            title="Refund the last payment"
            confirm="Refund this reader's last payment in full"
            submitLabel="Refund last payment"
            tone="secondary"
          />
          {subscriber.cancelAt ? null : (
            <ActionForm
              {...action}
              fields={{ action: "cancel", when: "period_end" }}
              title="Cancel at the end of the period"
              confirm="Stop renewal; access stays until the period ends"
              submitLabel="Cancel at period end"
              tone="secondary"
            />
          )}
          <ActionForm
            {...action}
            fields={{ action: "cancel", when: "now" }}
            title="Cancel now"
            confirm="End this subscription and its access now"
            submitLabel="Cancel now"
            tone="danger"
          />
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
