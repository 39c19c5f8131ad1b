import { siteMembers } from "@schema/db/sites";
import { users } from "@schema/db/users";
import { and, eq, isNull } from "drizzle-orm";
import type { Db, Env } from "../../env";
import { fromName, mailerFor } from "../mail/mailer";
import { teamJoinedEmail } from "../mail/team-joined-email";
import { platformOrigin, type Site } from "../sites/lookup";

/** The kitchen's Team page of a site, where the owner sees (and may remove) the new manager. */
export const teamPageLink = (env: Pick<Env, "PLATFORM_HOST" | "PLATFORM_PROTOCOL">, slug: string) =>
  `${platformOrigin(env)}/kitchen/${encodeURIComponent(slug)}/team`;

/**
 * An accepted invitation, told to the site's owner (CONTEXT.md "Accepting"), through the
 * same mailer as the invitation. Called only by the acceptance that spent the invitation, so
 * a repeated accept mails nobody. The acceptance stands whatever happens to this e-mail: a
 * failed send is logged, not answered as a failed accept (which could not be retried, the
 * link being spent).
 */
export async function mailOwnerOfNewManager(
  db: Db,
  env: Env,
  site: Site,
  manager: { displayName: string | null; email: string },
) {
  try {
    const [owner] = await db
      .select({ email: users.email })
      .from(siteMembers)
      .innerJoin(users, eq(users.id, siteMembers.userId))
      .where(
        and(
          eq(siteMembers.siteId, site.id),
          eq(siteMembers.role, "owner"),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    if (!owner) return;
    await mailerFor(env).send(
      await teamJoinedEmail({
        to: owner.email,
        from: fromName(site.title, env.MAIL_FROM),
        siteTitle: site.title,
        name: manager.displayName?.trim() || null,
        email: manager.email,
        teamLink: teamPageLink(env, site.slug),
      }),
    );
  } catch (error) {
    console.error("E-mailing the owner about a new manager failed", error);
  }
}
