import { redirect } from "@remix-run/cloudflare";
import { eventBody } from "@schema/api/manage-events";
import { type ApiArgs, segment, unexpectedApiResult } from "../../lib/api.server";
import {
  conditionOf,
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../sections/section-action.server";
import { bodyIssues } from "../sections/section-bodies";
import { kitchenPath } from "../shared/kitchen-sections";
import { callManage } from "../shared/manager.server";

import { DELETE_EVENT, eventFormBody, SAVE_EVENT } from "./event-form";

export async function loadEvents(args: ApiArgs, siteSlug: string) {
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].events.$get({ param: { siteSlug: segment(siteSlug) } }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "events");
  return result.body.events;
}

/**
 * The event being edited, with its ETag (the form's `basedOn`); "new" is a blank form. A
 * foreign or unknown id is the API's 404.
 */
export async function loadEvent(args: ApiArgs, siteSlug: string, eventId: string) {
  if (eventId === "new") return { event: null, tag: undefined };
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].events[":eventId"].$get({
      param: { siteSlug: segment(siteSlug), eventId: segment(eventId) },
    }),
  );
  if (!result.ok) throw unexpectedApiResult(result, "event");
  return { event: result.body.event, tag: result.headers.get("ETag") ?? undefined };
}

/** Saves the posted event (a new one when `eventId` is "new"), then back to the list. */
export async function saveEventAction(
  args: ApiArgs & { params: { site?: string; eventId?: string } },
) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== SAVE_EVENT) return unknownIntent(intent);
  const built = eventFormBody(form);
  const issues = bodyIssues(built, eventBody);
  if (issues.length) return sectionInvalid(intent, issues);
  const eventId = args.params.eventId ?? "new";
  const isNew = eventId === "new";
  const siteSlug = segment(site.slug);
  const result = await callManage(args, (manage) =>
    isNew
      ? manage[":siteSlug"].events.$post({ param: { siteSlug }, json: built.body })
      : manage[":siteSlug"].events[":eventId"].$put({
          param: { siteSlug, eventId: segment(eventId) },
          header: conditionOf(form),
          json: built.body,
        }),
  );
  if (!result.ok) return sectionFailed(intent, result);
  const params = new URLSearchParams({ saved: result.body.event.title });
  return redirect(kitchenPath(site.slug, "events", `?${params}`));
}

/** The list page's action: delete one event. */
export async function eventListAction(args: ApiArgs & { params: { site?: string } }) {
  const { site, form, intent } = await sectionRequest(args);
  if (intent !== DELETE_EVENT) return unknownIntent(intent);
  const eventId = String(form.get("eventId") ?? "");
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].events[":eventId"].$delete({
      param: { siteSlug: segment(site.slug), eventId: segment(eventId) },
    }),
  );
  if (!result.ok) return sectionFailed(intent, result, eventId);
  return sectionSaved(intent, `Deleted “${String(form.get("title") ?? "the event")}”.`, eventId);
}
