import { Heading, Text } from "@react-email/components";
import type { MailMessage } from "./message";
import { ActionButton, PlainEmail, renderBoth, subdued, text } from "./plain-email";

export type TeamInvitationEmailInput = {
  to: string;
  /** `"Site title" <platform address>` (mailer.ts fromName): the invitation comes from the site. */
  from: string;
  siteTitle: string;
  inviterName: string;
  /** The platform's invitation page (`/team-invitations/{token}`), which accepts with a POST. */
  link: string;
  expiresInDays: number;
};

/**
 * An invitation to help run a site, as React Email components. The link only opens a page
 * that asks: a mail scanner fetching it accepts nothing.
 */
function TeamInvitationEmail(props: TeamInvitationEmailInput) {
  const invited = `${props.inviterName} invited you to help run ${props.siteTitle}`;
  return (
    <PlainEmail preview={invited}>
      <Text style={subdued}>{props.siteTitle}</Text>
      <Heading as="h1" style={{ ...text, fontSize: "24px" }}>
        {invited}
      </Heading>
      <Text style={text}>
        As a manager you can write and publish recipes, answer readers' comments, send newsletters
        and change the site's settings in its kitchen.
      </Text>
      <ActionButton href={props.link}>See the invitation</ActionButton>
      <Text style={subdued}>
        {`The invitation is for ${props.to}: sign in or create an account with this address to accept it. The link works for ${props.expiresInDays} days. If you weren't expecting it, you can ignore this e-mail.`}
      </Text>
      <Text style={{ ...subdued, fontSize: "12px", wordBreak: "break-all" }}>{props.link}</Text>
    </PlainEmail>
  );
}

export async function teamInvitationEmail(input: TeamInvitationEmailInput): Promise<MailMessage> {
  return {
    to: input.to,
    from: input.from,
    subject: `${input.inviterName} invited you to help run ${input.siteTitle}`,
    ...(await renderBoth(TeamInvitationEmail(input))),
  };
}
