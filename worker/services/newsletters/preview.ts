import { TEST_COPY_UNSUBSCRIBE_TOKEN } from "@schema/api/newsletter-links";
import type { Env } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import { hit, TEST_SENDS_PER_USER } from "../limits/kv-windows";
import { mailerFor } from "../mail/mailer";
import type { Site } from "../sites/lookup";
import { buildEditions, messageFor } from "./editions";

/**
 * The kitchen's look before sending: the e-mail as a paid or a free reader would get it,
 * and a test copy to the manager. Both work on a draft (the publish dialog shows them
 * before publishing); both need the mailing address, as the real send does. Their unsubscribe
 * link unsubscribes no one: the manager is not unsubscribing anyone by clicking around in a test.
 */

type PreviewInput = { recipeId: string; note: string | null; audience: "paid" | "free" };
export const TEST_SUBJECT_PREFIX = "[Test] ";

export async function newsletterPreview(
  databases: SiteDatabases,
  env: Env,
  site: Site,
  input: PreviewInput,
) {
  const editions = await buildEditions(databases, env, site, { ...input, draftOk: true });
  const message = messageFor(editions, {
    to: "",
    unsubscribeToken: TEST_COPY_UNSUBSCRIBE_TOKEN,
    mayRead: input.audience === "paid",
  });
  return { subject: message.subject, html: message.html, text: message.text };
}

export async function sendTestNewsletter(
  databases: SiteDatabases,
  env: Env,
  site: Site,
  user: { id: string; email: string },
  input: PreviewInput,
): Promise<string> {
  const editions = await buildEditions(databases, env, site, { ...input, draftOk: true });
  await hit(env.KV, TEST_SENDS_PER_USER, user.id);
  // The edition the manager chose to look at: a free reader's shows a subscriber-only
  // recipe's preview, though the manager may read it all.
  const message = messageFor(
    editions,
    {
      to: user.email,
      unsubscribeToken: TEST_COPY_UNSUBSCRIBE_TOKEN,
      mayRead: input.audience === "paid",
    },
    TEST_SUBJECT_PREFIX,
  );
  await mailerFor(env).send(message);
  return user.email;
}
