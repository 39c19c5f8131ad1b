import { EMAIL_PATTERN } from "@schema/api/email-pattern";
import type {
  SubscriberImportMapping,
  SubscriberImportSource,
} from "@schema/db/subscriber-imports";

/**
 * The export formats creators bring, recognised by their header rows:
 *  - Substack's subscriber export: `email, active_subscription, expiry, plan, email_disabled,
 *    created_at, …` (active_subscription "true" is a paying reader; email_disabled "true"
 *    turned Substack's e-mails off);
 *  - Ghost's members CSV: `id, email, name, note, subscribed_to_emails, complimentary_plan,
 *    stripe_customer_id, created_at, deleted_at, labels, tiers`;
 *  - Mailchimp's audience export: `Email Address, First Name, Last Name, MEMBER_RATING,
 *    OPTIN_TIME, …` (the unsubscribed export adds UNSUB_TIME).
 * Anything else is "other": the address and name columns are guessed from their names, and
 * the creator can choose them in the preview.
 */

export type ImportedPerson = {
  /** The address as the file has it. */
  given: string;
  /** Normalised (trimmed, lower case), or null when it is not an address. */
  email: string | null;
  name: string | null;
  /** A paid plan there, in words: these people come in on the free plan. */
  previousPlan: string | null;
  /** The export says they turned that platform's e-mails off, or left. */
  optedOut: boolean;
};

const norm = (name: string) => name.trim().toLowerCase();

export function detectFormat(columns: string[]): {
  source: SubscriberImportSource;
  mapping: SubscriberImportMapping | null;
} {
  const names = columns.map(norm);
  const at = (name: string) => names.indexOf(name);
  const has = (...wanted: string[]) => wanted.every((name) => names.includes(name));
  if (has("email", "active_subscription") || has("email", "email_disabled", "plan")) {
    return { source: "substack", mapping: { email: at("email"), name: nullIfMissing(at("name")) } };
  }
  if (has("email", "subscribed_to_emails") && (has("complimentary_plan") || has("tiers"))) {
    return { source: "ghost", mapping: { email: at("email"), name: nullIfMissing(at("name")) } };
  }
  if (has("email address") && (has("member_rating") || has("optin_time"))) {
    return {
      source: "mailchimp",
      mapping: { email: at("email address"), name: nullIfMissing(at("first name")) },
    };
  }
  const email = names.findIndex((name) => /^e-?mail( address)?$/.test(name));
  const anyEmail = email >= 0 ? email : names.findIndex((name) => /e-?mail/.test(name));
  const name = names.findIndex((name) => /^(full )?name$|^first[ _]?name$/.test(name));
  return {
    source: "other",
    mapping: anyEmail >= 0 ? { email: anyEmail, name: nullIfMissing(name) } : null,
  };
}

const nullIfMissing = (index: number) => (index >= 0 ? index : null);

export function normaliseEmail(given: string): string | null {
  const email = given.trim().toLowerCase();
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return null;
  return email;
}

const isTrue = (value: string | undefined) => /^(true|yes|1)$/i.test((value ?? "").trim());
const filled = (value: string | undefined) => (value ?? "").trim() !== "";
const clip = (value: string, max: number) => value.trim().slice(0, max);

/** A function from one data row's fields to the person it names. */
export function personReader(
  source: SubscriberImportSource,
  columns: string[],
  mapping: SubscriberImportMapping,
): (fields: string[]) => ImportedPerson {
  const names = columns.map(norm);
  const field = (fields: string[], name: string) => {
    const index = names.indexOf(name);
    return index >= 0 ? fields[index] : undefined;
  };
  return (fields) => {
    const given = clip(fields[mapping.email] ?? "", 320);
    let name = mapping.name === null ? "" : (fields[mapping.name] ?? "");
    let previousPlan: string | null = null;
    let optedOut = false;
    if (source === "substack") {
      const plan = clip(field(fields, "plan") ?? "", 60);
      if (/^comp/i.test(plan)) previousPlan = "Complimentary on Substack";
      else if (isTrue(field(fields, "active_subscription")))
        previousPlan = `Paid on Substack${plan && !/^free$/i.test(plan) ? `: ${plan}` : ""}`;
      optedOut = isTrue(field(fields, "email_disabled"));
    } else if (source === "ghost") {
      const tiers = clip(field(fields, "tiers") ?? "", 120);
      if (isTrue(field(fields, "complimentary_plan"))) previousPlan = "Complimentary on Ghost";
      else if (filled(field(fields, "stripe_customer_id")) || tiers)
        previousPlan = `Paid on Ghost${tiers ? `: ${tiers}` : ""}`;
      const subscribed = field(fields, "subscribed_to_emails");
      optedOut = (filled(subscribed) && !isTrue(subscribed)) || filled(field(fields, "deleted_at"));
    } else if (source === "mailchimp") {
      const last = field(fields, "last name") ?? "";
      name = `${name} ${last}`;
      optedOut = filled(field(fields, "unsub_time"));
    }
    return {
      given,
      email: normaliseEmail(given),
      name: clip(name, 200) || null,
      previousPlan,
      optedOut,
    };
  };
}
