/** GET /api/v1/dev/mail?to= (development only): the local mailbox, newest first. */
export type DevMailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The sign-in link and one-time code, when the message carries them. */
  link?: string;
  code?: string;
  sentAt: string;
};
export type DevMailResponse = { messages: DevMailMessage[] };
