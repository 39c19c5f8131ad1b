import type { EarlySignupView, earlySignupBody } from "@schema/api/early-signups";
import { earlySignups } from "@schema/db/early-signups";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Env } from "../../env";
import { notFound } from "../../errors";
import { randomToken, sha256 } from "../../lib/tokens";
import { requireSession } from "../../middleware/session";
import type { Session } from "../identity/sessions";
import { earlySignupEmail } from "../mail/early-signup-email";
import { mailerFor } from "../mail/mailer";
import { platformOrigin } from "../sites/lookup";

/** The platform page that confirms with a POST, so a mail scanner's GET confirms nothing. */
export const CONFIRM_PATH = "/early-signups/confirm";

/**
 * POST manage/early-signups. Double opt-in: the address is stored unconfirmed and mailed a
 * link carrying a random 256-bit token whose hash alone is kept. Signing up again (a lost
 * mail) replaces the token and sends a fresh link; an address already confirmed gets no
 * more mail. The answer is the same either way, so the form tells nobody who signed up.
 */
export async function requestEarlySignup(
  db: Db,
  env: Env,
  input: z.output<typeof earlySignupBody>,
) {
  const [existing] = await db
    .select({ id: earlySignups.id, confirmedAt: earlySignups.confirmedAt })
    .from(earlySignups)
    .where(eq(earlySignups.email, input.email))
    .limit(1);
  if (existing?.confirmedAt) return;
  const token = randomToken();
  const confirmTokenHash = await sha256(token);
  const siteName = input.siteName ?? null;
  await db
    .insert(earlySignups)
    .values({ email: input.email, siteName, source: "platform-home", confirmTokenHash })
    .onConflictDoUpdate({
      target: earlySignups.email,
      // A second sign-up keeps the site name given first unless it names one.
      set: { confirmTokenHash, ...(siteName ? { siteName } : {}) },
    });
  const link = `${platformOrigin(env)}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  await mailerFor(env).send(earlySignupEmail({ to: input.email, link }));
}

/** POST manage/early-signups/confirmations: true once the token's address is confirmed. */
export async function confirmEarlySignup(db: Db, token: string): Promise<void> {
  const hash = await sha256(token);
  const [row] = await db
    .select({ id: earlySignups.id, confirmedAt: earlySignups.confirmedAt })
    .from(earlySignups)
    .where(eq(earlySignups.confirmTokenHash, hash))
    .limit(1);
  if (!row) throw notFound("Sign-up");
  // Opening the link twice is fine: the first time counts.
  if (!row.confirmedAt) {
    await db
      .update(earlySignups)
      .set({ confirmedAt: new Date() })
      .where(eq(earlySignups.id, row.id));
  }
}

/**
 * Platform staff only. Signed out (or signed in on a site, not the platform) is 401; anyone
 * who is not staff gets 404, as if the list did not exist.
 */
export function requireStaff(c: { var: { session: Session | null } }): Session {
  const session = requireSession(c, "platform");
  if (session.user.staffRole !== "staff") throw notFound();
  return session;
}

/** The newest sign-ups first; the list is for reading, a few hundred rows at most. */
export async function listEarlySignups(db: Db, limit = 1000): Promise<EarlySignupView[]> {
  const rows = await db
    .select()
    .from(earlySignups)
    .orderBy(desc(earlySignups.createdAt), desc(earlySignups.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    siteName: row.siteName,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  }));
}
