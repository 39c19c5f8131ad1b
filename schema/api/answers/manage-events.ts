import { z } from "zod";
import { imageView, richText } from "./public-read";

/** Answer shapes of the kitchen's events; ../manage-events.ts re-exports the types. */

const attendance = z
  .enum(["offline", "online", "mixed"])
  .describe("At a place, online, or both (schema.org eventAttendanceMode)");

/** An event as the kitchen edits it: the write shape, plus its instant and picture. */
export const manageEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string().describe("Local date and time in `timeZone`, YYYY-MM-DDTHH:mm"),
  timeZone: z.string(),
  startsAt: z.iso.datetime({ offset: true }).describe("The start, with the zone's offset then"),
  endDate: z
    .string()
    .nullable()
    .describe("Local date and time it ends in `timeZone`, YYYY-MM-DDTHH:mm; null: no end given"),
  endsAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe("The end, with the zone's offset then"),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  attendance,
  description: richText.nullable(),
  imageId: z.uuid().nullable(),
  image: imageView.nullable(),
  href: z.string().nullable(),
  isPast: z.boolean().describe("It has ended (without an end: its start has gone by)"),
});
export type ManageEvent = z.infer<typeof manageEvent>;

export const manageEventResponse = z.object({ event: manageEvent });
export type ManageEventResponse = z.infer<typeof manageEventResponse>;

export const manageEventListResponse = z.object({
  events: z.array(manageEvent).describe("Upcoming first (soonest first), then past (latest first)"),
});
export type ManageEventListResponse = z.infer<typeof manageEventListResponse>;
