import { z } from "zod";
import { NEWSLETTER_RECIPIENTS } from "../newsletter-recipients";

/** Only the worker loads these schemas (see ./public-read.ts); ../recipe-schedules.ts re-exports the types. */
export const scheduledRecipe = z.object({
  recipeId: z.uuid(),
  title: z.string(),
  publishAt: z.iso.datetime(),
  timeZone: z.string().describe("IANA time zone the time was chosen in, to show it there"),
  newsletter: z
    .object({ note: z.string().nullable(), recipients: z.enum(NEWSLETTER_RECIPIENTS) })
    .nullable()
    .describe("Set: the recipe is e-mailed to the site's subscribers when it publishes"),
});
export type ScheduledRecipe = z.infer<typeof scheduledRecipe>;

/** GET manage/{siteSlug}/scheduled-recipes, soonest first; and the answer to PUT and DELETE. */
export const scheduledRecipesResponse = z.object({ scheduled: z.array(scheduledRecipe) });
export type ScheduledRecipesResponse = z.infer<typeof scheduledRecipesResponse>;
