import { expect } from "@playwright/test";
import { E2E } from "./ports";

type Mail = { subject: string; link?: string; code?: string; sentAt: string };

/** A message as the dev mailbox API keeps it, newsletters' headers included. */
export type StoredMail = Mail & {
  id: string;
  to: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/**
 * The newest hundred messages to `to` (the mailbox's largest page): the demo creators also get
 * an e-mail for each reader's comment other specs post, which must not push out what a spec
 * counts.
 */
async function mailTo(to: string): Promise<StoredMail[]> {
  const res = await fetch(`${E2E.apiUrl}/api/v1/dev/mail?limit=100&to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: StoredMail[] };
  return messages;
}

/**
 * Waits for the newest sign-in mail to `to` sent after `since`, from the dev mailbox API.
 * Only sign-in mail carries a link: a newsletter arriving meanwhile is not mistaken for it.
 * With `origin`, only a link to that host counts: a spec signing the same person in on
 * another host at the same moment must not hand this one its link.
 */
export async function waitForMail(to: string, since: number, origin?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).find(
          (m) =>
            m.link !== undefined &&
            (origin === undefined || m.link.startsWith(`${origin}/`)) &&
            Date.parse(m.sentAt) >= since - 1000,
        );
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** Every message to `to` whose subject contains `subject`, newest first. */
export async function mailWithSubject(to: string, subject: string): Promise<StoredMail[]> {
  return (await mailTo(to)).filter((m) => m.subject.includes(subject));
}

/** Waits until `to` has `count` messages whose subject contains `subject`; newest first. */
export async function waitForMailCount(
  to: string,
  subject: string,
  count: number,
): Promise<StoredMail[]> {
  let found: StoredMail[] = [];
  await expect
    .poll(
      async () => {
        found = await mailWithSubject(to, subject);
        return found.length;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
  return found;
}

/** The e-mail to `to` about `subject` that carries `words`, once the queue has sent it. */
export async function mailCarrying(to: string, subject: string, words: string) {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailWithSubject(to, subject);
        found = mails.find((mail) => mail.text.includes(words));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as StoredMail;
}

/** The address of the link whose text is `label` in an e-mail's HTML. */
export function hrefIn(html: string, label: string): string {
  const links = [...html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
  // A button's text sits among spacing spans for Outlook: the label is in it, not all of it.
  const link = links.find(([, , inner]) => inner?.replace(/<[^>]+>/g, "").includes(label));
  if (!link?.[1]) throw new Error(`No link "${label}" in the e-mail`);
  return link[1].replaceAll("&amp;", "&");
}
