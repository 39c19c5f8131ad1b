import { unitPreferencesResponse } from "@schema/api/answers/unit-preferences";
import { type UnitPreferencesResponse, unitPreferencesBody } from "@schema/api/unit-preferences";
import { Hono } from "hono";
import { type SignedInVisitorEnv, signedInVisitor } from "../middleware/site-visitor";
import { answers } from "../openapi/describe";
import { saveUnitPreferences } from "../services/account/unit-preferences";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import { validate } from "../validate";

/**
 * The reader's units, saved from a site's recipe page: PUT /api/v1/site/{siteSlug}/unit-preferences.
 * Made with the session of the site the reader is on (like bookmarks), it changes the
 * account's choice, which every site then applies (GET …/current-user's unitPreferences).
 */
export const siteUnitPreferences = new Hono<SignedInVisitorEnv>().put(
  "/:siteSlug/unit-preferences",
  answers(200, unitPreferencesResponse, "Saved: the units the person's account now carries"),
  signedInVisitor(),
  validate("json", unitPreferencesBody),
  async (c) => {
    const { db, viewer } = c.var;
    await enforceAbuseLimit(c.env, "unitPreferences", {
      person: viewer.user.id,
      ip: clientIp(c),
    });
    const unitPreferences = await saveUnitPreferences(db, viewer.user.id, c.req.valid("json"));
    return c.json({ unitPreferences } satisfies UnitPreferencesResponse);
  },
);
