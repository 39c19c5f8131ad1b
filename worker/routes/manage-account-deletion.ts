import { deletedAccountResponse } from "@schema/api/answers/deletion";
import { deleteAccountBody } from "@schema/api/deletion";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { deleteAccount } from "../services/deletion/account";
import { validate } from "../validate";

/**
 * POST /api/v1/manage/account-deletion: the signed-in person deletes their account from
 * the account area (a platform session only), typing their e-mail address or "delete" and
 * choosing what happens to their comments. Signing in again within 30 days undoes it.
 */
export const manageAccountDeletion = new Hono<AppEnv>().post(
  "/account-deletion",
  sessionOnly,
  answers(200, deletedAccountResponse, "Deleted: signed out everywhere, restorable by signing in"),
  async (c, next) => {
    // Signed out is 401 before the body is looked at.
    requireSession(c, "platform");
    await next();
  },
  validate("json", deleteAccountBody),
  async (c) => {
    const session = requireSession(c, "platform");
    const deleted = await deleteAccount(c.var.databases, c.env, session.user, c.req.valid("json"));
    return c.json({ deletedAccount: deleted });
  },
);
