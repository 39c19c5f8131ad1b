/* The dev mailbox's answers (GET /api/v1/dev/mail, development only) are zod schemas in
   ./answers/dev-mail.ts, the OpenAPI document's; their types are re-exported here. */
export type { DevMailMessage, DevMailResponse, DevMailSendSummary } from "./answers/dev-mail";
