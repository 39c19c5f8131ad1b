import { users } from "@schema/db/users";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../env";
import { notFound } from "../../errors";
import { type OptOutSigningEnv, optOutToken, verifyOptOutToken } from "../../lib/opt-out-token";

/**
 * Whether a person gets the reply e-mails (reply-mail.ts), one switch for every site: in the
 * account's E-mails section with a session, and behind the e-mail's own link with its token
 * (lib/opt-out-token.ts, scoped to this switch and the person). Setting it twice is the same
 * as once. The switch is the platform's: pass its database.
 */

const SCOPE = "comment-replies";

export const replyMailStopToken = (env: OptOutSigningEnv, userId: string) =>
  optOutToken(env, SCOPE, userId);

/** The person's address and switch; a deleted account is as unknown as a made-up one. */
async function personOf(db: Db, userId: string) {
  const [person] = await db
    .select({ id: users.id, email: users.email, commentReplies: users.commentReplyEmails })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!person) throw notFound("Person");
  return person;
}

async function personOfToken(db: Db, env: OptOutSigningEnv, token: string) {
  const userId = await verifyOptOutToken(env, SCOPE, token);
  if (!userId) throw notFound("Person");
  return personOf(db, userId);
}

/** GET comment-reply-emails/{token}: whose e-mails the link is for, and whether they go. */
export async function replyMailStatus(db: Db, env: OptOutSigningEnv, token: string) {
  const { email, commentReplies } = await personOfToken(db, env, token);
  return { email, commentReplies };
}

export async function setReplyMail(db: Db, userId: string, on: boolean) {
  await db.update(users).set({ commentReplyEmails: on }).where(eq(users.id, userId));
}

/** The e-mail's link: turns the switch off (or on again) for the person it was sent to. */
export async function setReplyMailByToken(
  db: Db,
  env: OptOutSigningEnv,
  token: string,
  on: boolean,
) {
  const person = await personOfToken(db, env, token);
  if (person.commentReplies !== on) await setReplyMail(db, person.id, on);
  return { email: person.email, commentReplies: on };
}

/** The account's E-mails section reads the switch with the sites' newsletters. */
export async function replyMailOn(db: Db, userId: string): Promise<boolean> {
  return (await personOf(db, userId)).commentReplies;
}
