import { Heading, Text } from "@react-email/components";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, renderBoth, subdued, text } from "./plain-email";

export type TeamJoinedEmailInput = {
  /** The site's owner, who sent the invitation. */
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName), as the invitation came. */
  from: string;
  siteTitle: string;
  /** The new manager's display name, if they gave one. */
  name: string | null;
  email: string;
  /** The kitchen's Team page, where the owner can remove them again. */
  teamLink: string;
};

const headline = ({ name, email, siteTitle }: TeamJoinedEmailInput) =>
  `${name ?? email} now helps run ${siteTitle}`;

/**
 * An invitation accepted, to the site's owner, as React Email components: who joined which
 * site as what, and the Team page, where a wrong person is removed in one step.
 */
function TeamJoinedEmail(props: TeamJoinedEmailInput) {
  return (
    <PlainEmail preview={headline(props)}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "22px" }}>
        {headline(props)}
      </Heading>
      <Text style={text}>
        {`${props.name ? `${props.name} (${props.email})` : props.email} accepted your invitation and is now a manager of ${props.siteTitle}: they can write and publish recipes, answer readers' comments, send newsletters and change the site's settings in its kitchen.`}
      </Text>
      <ActionButton href={props.teamLink}>See your team</ActionButton>
      <Text style={{ ...subdued, fontSize: "12px" }}>
        {`You get this e-mail because you own ${props.siteTitle}. If you didn't mean to invite them, remove them on your kitchen's Team page.`}
      </Text>
    </PlainEmail>
  );
}

export async function teamJoinedEmail(input: TeamJoinedEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: headline(input),
    ...(await renderBoth(TeamJoinedEmail(input))),
  };
}
