/**
 * What the subscribe page shows after the API answered (docs/spec/visitor-experience.md §8): the
 * error code account_already_exists gets its own message with a sign-in link; any other error
 * string the API sends is shown as it is; a failure without one (the API unreachable, a server
 * fault) is the generic 'Something went wrong. Please try again.'.
 */

export const GENERIC_ERROR = "Something went wrong. Please try again.";
export const ACCOUNT_EXISTS_MESSAGE = "An account already exists for this email.";

export type SubscribeError =
  | { kind: "account-exists" }
  | { kind: "message"; message: string }
  | { kind: "field"; message: string };

type ErrorBody = {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
} | null;

export function subscribeError(status: number, body: ErrorBody): SubscribeError {
  if (body?.error === "account_already_exists") return { kind: "account-exists" };
  // Server faults carry messages meant for logs, not for visitors.
  if (!body || status >= 500) return { kind: "message", message: GENERIC_ERROR };
  const emailIssue = body.issues?.find((issue) => issue.path === "email");
  if (emailIssue) return { kind: "field", message: emailIssue.message };
  return { kind: "message", message: body.message || GENERIC_ERROR };
}
