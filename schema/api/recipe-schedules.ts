import { z } from "zod";
import { isTimeZone } from "./event-time";
import { TIME_ZONE_MESSAGE } from "./manage-events";
import { newsletterRequestBody } from "./newsletters";

/** The furthest ahead a recipe may be scheduled. */
export const SCHEDULE_MAX_DAYS = 366;

/** PUT manage/{siteSlug}/recipes/{recipeId}/schedule: publish a draft at a time. */
export const recipeScheduleBody = z.object({
  /** ISO 8601 with an offset or Z; must be in the future. */
  publishAt: z.iso.datetime({ offset: true }),
  /** The zone the time was chosen in, for showing it again (UTC when absent). */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .optional()
    .describe("IANA time zone the creator chose the time in, e.g. Europe/Paris"),
  /** E-mail the recipe to the site's subscribers when it publishes. */
  newsletter: newsletterRequestBody.nullable().optional(),
});

/* The answers (ScheduledRecipe, ScheduledRecipesResponse: soonest first) are zod schemas in
   ./answers/recipe-schedules.ts, the OpenAPI document's; their types are re-exported here. */
export type { ScheduledRecipe, ScheduledRecipesResponse } from "./answers/recipe-schedules";
