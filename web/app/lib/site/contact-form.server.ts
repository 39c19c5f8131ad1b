import { data } from "@remix-run/cloudflare";
import { contactMessageBody } from "@schema/api/site-pages";
import type { ApiArgs } from "../api.server";
import { readForm } from "../read-form.server";
import { retryAfterText } from "../retry-after";
import { loadSitePage } from "./site-api.server";
import { postContactMessage } from "./site-pages.server";

export type ContactField = "name" | "email" | "message";
export type ContactResult =
  | { sent: true }
  | {
      sent: false;
      errors: Partial<Record<ContactField, string>>;
      formError?: string;
      values: Record<ContactField, string>;
    };

const FIELDS: ContactField[] = ["name", "email", "message"];
const isField = (path: string): path is ContactField => (FIELDS as string[]).includes(path);

/**
 * The /contact form's POST: checked here with the API's own rules (so the form answers
 * without a round trip for a typo), then sent through the API, which checks again, limits
 * the rate and mails the creator. A POST is never edge-cached (edge-cache.ts).
 */
export async function contactAction(args: ApiArgs) {
  const { site } = await loadSitePage(args);
  const form = await readForm(args.request);
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as Record<ContactField, string>;
  const invalid = (
    errors: Partial<Record<ContactField, string>>,
    formError?: string,
    status = 400,
  ) => data<ContactResult>({ sent: false, errors, formError, values }, status);

  const parsed = contactMessageBody.safeParse(values);
  if (!parsed.success) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const path = String(issue.path[0] ?? "");
      if (isField(path)) errors[path] ??= issue.message;
    }
    return invalid(errors);
  }
  const result = await postContactMessage(args, site, parsed.data);
  if (result.ok) return data<ContactResult>({ sent: true });
  if (result.status === 400) {
    const errors: Partial<Record<ContactField, string>> = {};
    for (const issue of result.body?.issues ?? []) {
      if (isField(issue.path)) errors[issue.path] ??= issue.message;
    }
    return invalid(errors);
  }
  if (result.status === 429) {
    const wait = retryAfterText(result.headers.get("Retry-After"));
    return invalid(
      {},
      `Too many messages in a short time. ${wait ?? "Please try again later."}`,
      429,
    );
  }
  console.error(`Contact message failed: API ${result.status}`);
  return invalid({}, "Something went wrong. Please try again.", 502);
}
