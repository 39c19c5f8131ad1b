import type { contactMessageBody } from "@schema/api/site-pages";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { contactEmail } from "../mail/contact-email";
import { mailerFor } from "../mail/mailer";
import type { Site } from "../sites/lookup";

/**
 * Sends a /contact message to the site's owner. The owner's address is read here and goes
 * only into the e-mail's To: the answer to the visitor never names it.
 */
export async function sendContactMessage(
  db: Db,
  env: Env,
  site: Site,
  input: z.output<typeof contactMessageBody>,
) {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, site.ownerId))
    .limit(1);
  if (!owner) throw new Error(`Site ${site.id} has no owner row`);
  await mailerFor(env).send(contactEmail({ to: owner.email, siteTitle: site.title, ...input }));
}
