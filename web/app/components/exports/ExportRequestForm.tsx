import { Form, useNavigation } from "@remix-run/react";
import { SubmitButton } from "../SubmitButton";

/**
 * The kitchen's and the account area's "export" button and its refusal: one export at a time,
 * so the button waits while one is being written (`pending`) or the request is on its way.
 */
export function ExportRequestForm({
  label,
  pending,
  error,
}: {
  label: string;
  pending: boolean;
  /** The action's refusal (rate limit, one already running), if any. */
  error?: string;
}) {
  const asking = useNavigation().state === "submitting";
  return (
    <>
      <Form method="post">
        <SubmitButton className="button button--primary" busy={asking || pending}>
          {pending ? "Export in progress…" : asking ? "Asking…" : label}
        </SubmitButton>
      </Form>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
