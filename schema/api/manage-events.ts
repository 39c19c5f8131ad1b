import { z } from "zod";
import { slug } from "./common";
import { isLocalDateTime, isTimeZone } from "./event-time";
import { linkUrl, optionalRichText, optionalText } from "./manage-fields";

/**
 * The kitchen's events (docs/spec/visitor-experience.md §3 "Event": id, title, image, date,
 * location, description, href), written with the wall-clock time and the time zone people read it
 * in, and a place, an online link or both.
 */

export const EVENT_LIMITS = { title: 200, location: 300 } as const;

export const TIME_ZONE_MESSAGE = "Unknown time zone";
export const EVENT_DATE_MESSAGE = "Use a real date and time, like 2026-12-05T18:30";
export const EVENT_PLACE_MESSAGE = "Give a place, an online link or both";
export const EVENT_END_MESSAGE = "End the event after it starts";

const nullableUrl = linkUrl.nullable().optional();

/** The fields as an event form posts them (before the place-or-link rule). */
export const eventFields = z.object({
  title: z.string().trim().min(1, "Give the event a title").max(EVENT_LIMITS.title),
  /** The wall clock where the event happens, e.g. 2026-12-05T18:30 (no offset). */
  date: z
    .string()
    .trim()
    .refine(isLocalDateTime, EVENT_DATE_MESSAGE)
    .describe("Local date and time in `timeZone`, YYYY-MM-DDTHH:mm"),
  /** When it ends, on the same zone's wall clock; optional. */
  endDate: z
    .string()
    .trim()
    .refine(isLocalDateTime, EVENT_DATE_MESSAGE)
    .nullable()
    .optional()
    .describe("Local date and time the event ends in `timeZone`, YYYY-MM-DDTHH:mm; optional"),
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, TIME_ZONE_MESSAGE)
    .describe("IANA time zone, e.g. Europe/Paris"),
  location: optionalText(EVENT_LIMITS.location).describe("The place: venue and address"),
  onlineUrl: nullableUrl.describe("Where to join online"),
  description: optionalRichText,
  imageId: z.uuid().nullable().optional(),
  href: nullableUrl.describe("The 'Learn More' link: tickets, details"),
});

const hasText = (value: string | null | undefined) => Boolean(value?.trim());

/** POST and PUT manage/{siteSlug}/events…: the whole event each time. */
export const eventBody = eventFields.superRefine((event, ctx) => {
  if (!hasText(event.location) && !hasText(event.onlineUrl)) {
    ctx.addIssue({ code: "custom", path: ["location"], message: EVENT_PLACE_MESSAGE });
  }
  // Both are wall-clock times in one zone and one fixed form, so their text sorts as time does.
  if (event.endDate && event.endDate <= event.date) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: EVENT_END_MESSAGE });
  }
});

export type EventBody = z.infer<typeof eventBody>;
export type EventBodyInput = z.input<typeof eventBody>;

export const eventParam = z.object({ siteSlug: slug, eventId: z.uuid() });

export type {
  ManageEvent,
  ManageEventListResponse,
  ManageEventResponse,
} from "./answers/manage-events";
