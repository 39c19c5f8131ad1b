import { expect } from "@playwright/test";
import { E2E } from "./ports";

type Mail = { subject: string; link?: string; code?: string; sentAt: string };

/** Waits for the newest sign-in mail to `to` sent after `since`, from the dev mailbox API. */
export async function waitForMail(to: string, since: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${E2E.apiUrl}/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: Mail[] };
        // Only sign-in mail carries a link field; receipts and other mail may come first.
        found = messages.find((m) => m.link && Date.parse(m.sentAt) >= since - 1000);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Mail;
}
