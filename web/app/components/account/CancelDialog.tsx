import { Form, useNavigation } from "@remix-run/react";
import type { AccountSubscription } from "@schema/api/subscriptions";
import { useId } from "react";
import { useDayOf } from "../../lib/days";
import { Sheet } from "../site/Sheet";

type Props = {
  subscription: AccountSubscription | null;
  open: boolean;
  onClose: () => void;
  /** ?cancel={id}: a visitor without script pressed Cancel. */
  serverOpen: boolean;
};

/**
 * "Cancel subscription?" on the shared modal (Sheet): Keep closes it, the confirm button
 * posts the cancellation. Without script the page renders it open, and Keep is a GET of
 * the plain list.
 */
export function CancelDialog({ subscription, open, onClose, serverOpen }: Props) {
  const dayOf = useDayOf();
  const navigation = useNavigation();
  const cancelFormId = useId();
  const keepFormId = useId();
  const cancelling = navigation.state !== "idle" && navigation.formAction === "/subscriptions";
  const title = subscription?.site.title ?? "this site";
  return (
    <Sheet
      open={open && subscription !== null}
      onClose={onClose}
      title="Cancel subscription?"
      variant="dialog"
      serverOpen={serverOpen && subscription !== null}
      footer={
        <>
          <button
            type="submit"
            form={keepFormId}
            className="button button--secondary"
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            Keep subscription
          </button>
          <button
            type="submit"
            form={cancelFormId}
            className="button button--primary"
            disabled={cancelling}
          >
            {cancelling ? "Cancelling…" : "Cancel subscription"}
          </button>
        </>
      }
    >
      {subscription && subscription.plan !== "free" ? (
        <p>
          Your plan with <strong>{title}</strong> will not renew. You keep access until{" "}
          {subscription.currentPeriodEnd
            ? dayOf(subscription.currentPeriodEnd)
            : "the end of the period you paid for"}
          , and you can renew it in Manage billing before then.
        </p>
      ) : (
        <p>
          You will no longer get new recipes from <strong>{title}</strong> by e-mail. You can
          subscribe again from the site at any time.
        </p>
      )}
      <form id={keepFormId} method="get" action="/subscriptions" hidden />
      <Form id={cancelFormId} method="post" action="/subscriptions" preventScrollReset>
        <input type="hidden" name="subscriptionId" value={subscription?.id ?? ""} />
      </Form>
    </Sheet>
  );
}
