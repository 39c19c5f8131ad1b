import { canonicalTimeZone } from "@schema/api/event-time";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import type { Db } from "../../env";

/**
 * The statement saving the zone a person's kitchen page sent with their e-mail choices, in its
 * canonical spelling; none when it sent none, so the zone saved before stays.
 */
export const saveDigestTimeZone = (db: Db, userId: string, timeZone: string | undefined) =>
  timeZone === undefined
    ? []
    : [
        db
          .update(users)
          .set({ timeZone: canonicalTimeZone(timeZone) })
          .where(eq(users.id, userId)),
      ];
