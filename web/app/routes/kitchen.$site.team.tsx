import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { type MetaFunction, useActionData, useLoaderData } from "@remix-run/react";
import { ActionNotice } from "../kitchen/sections/ActionNotice";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import type { SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { networkTolerantAction } from "../kitchen/shared/action-result";
import { requireKitchenSite } from "../kitchen/shared/manager.server";
import { InvitationList, InviteForm, MemberTable } from "../kitchen/team/TeamSections";
import { loadTeam, teamAction } from "../kitchen/team/team.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Team");

/**
 * /kitchen/{site}/team: who runs the site (worker/services/team/CONTEXT.md). The owner
 * invites people by e-mail and removes them; managers see the team, read-only.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const team = await loadTeam(args, site);
  return { siteTitle: site.title, isOwner: site.role === "owner", ...team };
}

export const action = (args: ActionFunctionArgs) => teamAction(args);
export const clientAction = networkTolerantAction;

export default function TeamPage() {
  const { siteTitle, isOwner, members, invitations } = useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  // A refusal about the address is said at the invite form's field instead.
  const fieldError = result && !result.ok && result.issues.some((issue) => issue.path === "email");
  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Team</h1>
      </header>
      <p>
        The people who run {siteTitle} with you. Managers use this kitchen as you do: they write and
        publish recipes, answer comments, send newsletters and change settings. Only the owner
        deletes the site, chooses its platform plan and changes the team.
      </p>
      {result && !fieldError ? (
        <ActionNotice
          ok={result.ok}
          answerKey={`${result.intent}:${result.subject ?? ""}:${result.message}`}
        >
          {result.message}
        </ActionNotice>
      ) : null}
      <h2>Members</h2>
      <MemberTable members={members} isOwner={isOwner} />
      <h2>Invite someone</h2>
      {isOwner ? (
        <InviteForm result={result} />
      ) : (
        <p>Only the site's owner can invite people to the team and remove them.</p>
      )}
      <h2>Invitations waiting</h2>
      <InvitationList invitations={invitations} isOwner={isOwner} />
    </div>
  );
}
