import { z } from "zod";

/**
 * Answer shapes of the dev mailbox (development only); only the worker loads these schemas.
 * ../dev-mail.ts re-exports the types.
 */

/** GET /api/v1/dev/mail?to=&cursor=&limit= (development only): the local mailbox, newest first. */
export const devMailMessage = z.object({
  /** The sender's id for the message (a newsletter delivery's), or one the mailbox gave it. */
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  from: z.string().optional(),
  replyTo: z.string().optional(),
  /** Extra headers such as List-Unsubscribe. */
  headers: z.record(z.string(), z.string()).optional(),
  tags: z.record(z.string(), z.string()).optional(),
  /** The sign-in link and one-time code, when the message carries them. */
  link: z.string().optional(),
  code: z.string().optional(),
  sentAt: z.iso.datetime(),
});
export type DevMailMessage = z.infer<typeof devMailMessage>;

/** `cursor` is null on the last page; pass it back as ?cursor= for the next one. */
export const devMailResponse = z.object({
  messages: z.array(devMailMessage),
  cursor: z.string().nullable(),
});
export type DevMailResponse = z.infer<typeof devMailResponse>;

/**
 * GET /api/v1/dev/mail/sends/{sendId}: a newsletter send in the dev mailbox. Its first
 * messages are kept in full (`kept`); the rest are only counted (`counted`).
 */
export const devMailSendSummary = z.object({
  kept: z.number().int(),
  counted: z.number().int(),
});
export type DevMailSendSummary = z.infer<typeof devMailSendSummary>;
