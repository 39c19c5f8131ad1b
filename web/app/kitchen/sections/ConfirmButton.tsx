import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { type ReactNode, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Dialog } from "../shared/Dialog";

type Props = {
  intent: string;
  /** The button: "Delete collection", "Remove domain". */
  label: ReactNode;
  /** The confirmation's question and what it explains. */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** Extra fields posted with the intent (the id of what goes). */
  fields?: Record<string, string>;
  small?: boolean;
  /** The route that answers the form, when it is not the page's own (a settings intent group). */
  action?: string;
};

/**
 * An action behind a confirmation (delete, remove, hide). With script: the shared modal Dialog. Before
 * script (or without it): a disclosure whose confirm button posts the same form, so the
 * action is never one unconfirmed click away.
 */
export function ConfirmButton({
  intent,
  label,
  title,
  children,
  confirmLabel,
  fields = {},
  small,
  action,
}: Props) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const size = small ? " button--small" : "";

  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );

  if (!hydrated) {
    return (
      <details className="confirm-disclosure">
        <summary className={`button button--secondary${size}`}>{label}</summary>
        <Form method="post" action={action} className="confirm-disclosure__body stack">
          {hidden}
          <p>
            <strong>{title}</strong>
          </p>
          {children}
          <button type="submit" className={`button button--danger${size}`}>
            {confirmLabel}
          </button>
        </Form>
      </details>
    );
  }

  return (
    <>
      <Form method="post" action={action} ref={formRef} className="inline-form">
        {hidden}
        <button
          type="button"
          className={`button button--secondary${size}`}
          onClick={() => setOpen(true)}
        >
          {label}
        </button>
      </Form>
      {open ? (
        <Dialog
          title={title}
          confirmLabel={confirmLabel}
          tone="danger"
          busy={busy}
          onClose={() => setOpen(false)}
          onConfirm={() => {
            if (formRef.current)
              submit(formRef.current, { method: "post", preventScrollReset: true });
            setOpen(false);
          }}
        >
          {children}
        </Dialog>
      ) : null}
    </>
  );
}
