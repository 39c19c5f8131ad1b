import type { UnitPreferencesResponse } from "@schema/api/answers/unit-preferences";
import type { UnitPreferencesInput } from "@schema/api/unit-preferences";
import { users } from "@schema/db/users";
import { eq } from "drizzle-orm";
import type { Db } from "../../env";
import type { SessionUser } from "../identity/sessions";

type UnitPreferencesView = UnitPreferencesResponse["unitPreferences"];

/**
 * A reader's units live on their account (users.measurement_system, temperature_system),
 * not per site: switching to metric on one creator's recipe page is a choice about the
 * reader's kitchen, so every site and device they sign in on follows it. The web app
 * applies them over the browser's own choice only where they are set
 * (docs/spec/visitor-experience.md §4: "signing in sets the measurement system only to non-empty
 * values").
 */
export const unitPreferencesOf = (
  user: Pick<SessionUser, "measurementSystem" | "temperatureSystem">,
): UnitPreferencesView => ({
  measurementSystem: user.measurementSystem,
  temperatureSystem: user.temperatureSystem,
});

/** Saves what the reader chose; a part left out keeps its saved value. */
export async function saveUnitPreferences(
  db: Db,
  userId: string,
  input: UnitPreferencesInput,
): Promise<UnitPreferencesView> {
  const [saved] = await db
    .update(users)
    .set({
      ...(input.measurementSystem ? { measurementSystem: input.measurementSystem } : {}),
      ...(input.temperatureSystem ? { temperatureSystem: input.temperatureSystem } : {}),
    })
    .where(eq(users.id, userId))
    .returning({
      measurementSystem: users.measurementSystem,
      temperatureSystem: users.temperatureSystem,
    });
  // The session's user exists (a deleted account has no live session).
  return saved ?? { measurementSystem: null, temperatureSystem: null };
}
