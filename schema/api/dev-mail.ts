/** GET /api/v1/dev/mail?to=&cursor=&limit= (development only): the local mailbox, newest first. */
export type DevMailMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  from?: string;
  replyTo?: string;
  /** Extra headers such as List-Unsubscribe. */
  headers?: Record<string, string>;
  tags?: Record<string, string>;
  /** The sign-in link and one-time code, when the message carries them. */
  link?: string;
  code?: string;
  sentAt: string;
};
/** `cursor` is null on the last page; pass it back as ?cursor= for the next one. */
export type DevMailResponse = { messages: DevMailMessage[]; cursor: string | null };
/**
 * GET /api/v1/dev/mail/sends/{sendId}: a newsletter send in the dev mailbox. Its first
 * messages are kept in full (`kept`); the rest are only counted (`counted`).
 */
export type DevMailSendSummary = { kept: number; counted: number };
