import type { EventBodyInput } from "@schema/api/manage-events";
import type { RichText } from "@schema/content/rich-text";
import { type FormTree, formTree, json, text, textOrNull } from "../sections/form-values";
import type { Built } from "../sections/section-bodies";

/** The event form's intents: save (the form page) and delete (the list). */
export const SAVE_EVENT = "save-event";
export const DELETE_EVENT = "delete-event";

/**
 * The event form, posted, as the body of POST/PUT manage/{site}/events…: read alike in the
 * browser (checked with the API's own zod shape before sending) and in the action.
 */
export function eventFormBody(form: FormData | FormTree): Built<EventBodyInput> {
  const f = form instanceof FormData ? formTree(form.entries()) : form;
  const description = json(f.description);
  return {
    body: {
      title: text(f.title),
      date: text(f.date),
      endDate: textOrNull(f.endDate),
      timeZone: text(f.timeZone),
      location: textOrNull(f.location),
      onlineUrl: textOrNull(f.onlineUrl),
      // An empty document is no description; what is not rich text, the API refuses (a 400).
      description: isEmptyDocument(description) ? null : (description as RichText),
      imageId: textOrNull(f.imageId),
      href: textOrNull(f.href),
    },
    issues: [],
  };
}

const isEmptyDocument = (value: unknown) =>
  value === null || (value as Partial<RichText>).children?.length === 0;

export const EVENT_FIELD_LABELS: Record<string, string> = {
  title: "Title",
  date: "Date and time",
  endDate: "Ends",
  timeZone: "Time zone",
  location: "Place",
  onlineUrl: "Online link",
  description: "Description",
  imageId: "Picture",
  href: "Learn More link",
};

export const eventFieldLabel = (path: string) =>
  EVENT_FIELD_LABELS[path.split(".")[0] ?? ""] ?? path;
