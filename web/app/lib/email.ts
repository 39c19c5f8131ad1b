import { EMAIL_PATTERN } from "@schema/api/email-pattern";

/**
 * The client-side check before a sign-in or sign-up request (docs/spec/visitor-experience.md §5):
 * the same pattern the API validates with, so a form never sends what the server would reject as
 * malformed.
 */
export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}
