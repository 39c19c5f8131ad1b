import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "@remix-run/react";
import {
  isLocalDateTime,
  isTimeZone,
  localDateTimeIn,
  zonedToInstant,
} from "@schema/api/event-time";
import { TIME_ZONE_MESSAGE } from "@schema/api/manage-events";
import {
  NEWSLETTER_RECIPIENTS,
  type NewsletterRecipients,
} from "@schema/api/newsletter-recipients";
import { useState } from "react";
import { z } from "zod";
import { SubmitButton } from "../components/SubmitButton";
import { kitchenTitle } from "../kitchen/sections/kitchen-title";
import {
  sectionFailed,
  sectionInvalid,
  sectionRequest,
  sectionSaved,
  unknownIntent,
} from "../kitchen/sections/section-action.server";
import { resultFor, type SectionResult } from "../kitchen/sections/section-result";
import sectionStyles from "../kitchen/sections.css?url";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../kitchen/shared/Fields";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { timeZoneList } from "../kitchen/shared/time-zones.server";
import { useOwnTimeZone } from "../kitchen/shared/use-own-time-zone";
import { unexpectedApiResult } from "../lib/api.server";
import { siteParam } from "../lib/host.server";
import { eventWhenText } from "../lib/site/event-time";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionStyles }];
export const meta: MetaFunction = ({ matches }) => kitchenTitle(matches, "Scheduled");

/** The "Send it to" choices, and how a scheduled row names them. */
const RECIPIENTS_LABELS: Record<NewsletterRecipients, string> = {
  everyone: "All subscribers",
  paid: "Paid subscribers",
  free: "Free subscribers",
};

/** Drafts offered for scheduling (the list call's largest page). */
const DRAFTS_LIMIT = 100;

/**
 * /kitchen/{site}/scheduled: drafts set to publish at a time, optionally e-mailed
 * then; the creator schedules one, changes its time or cancels it. A time is entered as the
 * clock reads in a time zone (the creator's own, which the browser tells, for a new one) and
 * shown again in that zone, formatted here so the page hydrates with the same text.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const param = siteParam(site);
  const [scheduled, drafts] = await Promise.all([
    callManage(args, (manage) => manage[":siteSlug"]["scheduled-recipes"].$get({ param })),
    callManage(args, (manage) =>
      manage[":siteSlug"].recipes.$get({
        param,
        query: { status: "draft", sort: "updated", limit: String(DRAFTS_LIMIT) },
      }),
    ),
  ]);
  if (!scheduled.ok) throw unexpectedApiResult(scheduled, "scheduled recipes");
  if (!drafts.ok) throw unexpectedApiResult(drafts, "draft recipes");
  return {
    scheduled: scheduled.body.scheduled.map((row) => ({
      ...row,
      when: eventWhenText(row.publishAt, row.timeZone),
      local: localDateTimeIn(new Date(row.publishAt), row.timeZone),
    })),
    timeZones: timeZoneList(),
    // The recipe editor's "Schedule it for later" names the draft to choose.
    chosen: new URL(args.request.url).searchParams.get("recipe"),
    drafts: drafts.body.recipes.map((recipe) => ({ id: recipe.id, title: recipe.title })),
    mailingAddressSet: Boolean(site.settings.mailingAddress?.trim()),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { site, form, intent } = await sectionRequest(args);
  const recipeId = z.uuid().safeParse(form.get("recipeId"));
  if (intent !== "schedule" && intent !== "cancel") return unknownIntent(intent);
  if (!recipeId.success) {
    return sectionInvalid(intent, [{ path: "recipeId", message: "Choose a draft recipe" }]);
  }
  const param = { ...siteParam(site), recipeId: recipeId.data };
  if (intent === "cancel") {
    const result = await callManage(args, (manage) =>
      manage[":siteSlug"].recipes[":recipeId"].schedule.$delete({ param }),
    );
    if (!result.ok) return sectionFailed(intent, result, recipeId.data);
    return sectionSaved(intent, "Schedule cancelled. The recipe stays a draft.", recipeId.data);
  }
  // The clock's reading (a datetime-local value) in the chosen zone.
  const local = String(form.get("publishAt") ?? "");
  const timeZone = String(form.get("timeZone") ?? "UTC");
  if (!isLocalDateTime(local)) {
    return sectionInvalid(intent, [{ path: "publishAt", message: "Choose a date and time" }]);
  }
  if (!isTimeZone(timeZone)) {
    return sectionInvalid(intent, [{ path: "timeZone", message: TIME_ZONE_MESSAGE }]);
  }
  const publishAt = zonedToInstant(local, timeZone).toISOString();
  const note = String(form.get("note") ?? "").trim();
  const recipients =
    NEWSLETTER_RECIPIENTS.find((value) => value === form.get("recipients")) ?? "everyone";
  const result = await callManage(args, (manage) =>
    manage[":siteSlug"].recipes[":recipeId"].schedule.$put({
      param,
      json: {
        publishAt,
        timeZone,
        newsletter: form.get("sendNewsletter") === "on" ? { note: note || null, recipients } : null,
      },
    }),
  );
  if (!result.ok) return sectionFailed(intent, result, recipeId.data);
  return sectionSaved(
    intent,
    `Scheduled for ${eventWhenText(publishAt, timeZone)}.`,
    recipeId.data,
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["scheduled"][number];

export default function ScheduledRecipes() {
  const { scheduled, drafts, mailingAddressSet, timeZones, chosen } =
    useLoaderData<typeof loader>();
  const result = useActionData<SectionResult>();
  const waiting = new Set(scheduled.map((row) => row.recipeId));
  const unscheduled = drafts.filter((draft) => !waiting.has(draft.id));
  const added = resultFor(result, "schedule");
  const newRowFailure = added && !added.ok && !waiting.has(added.subject ?? "") ? added : null;

  return (
    <div className="section-page">
      <header className="kpage-header">
        <h1>Scheduled</h1>
      </header>
      <p role="status" className="list-summary">
        {result?.ok ? result.message : ""}
      </p>

      <section aria-labelledby="schedule-new" className="panel stack">
        <h2 id="schedule-new">Schedule a draft</h2>
        {unscheduled.length === 0 ? (
          <p className="empty-state">No drafts to schedule.</p>
        ) : (
          <ScheduleForm
            drafts={unscheduled}
            chosen={chosen}
            timeZones={timeZones}
            mailingAddressSet={mailingAddressSet}
            failure={newRowFailure}
            submitLabel="Schedule"
          />
        )}
      </section>

      <section aria-labelledby="schedule-list" className="stack">
        <h2 id="schedule-list">Waiting to publish</h2>
        {scheduled.length === 0 ? (
          <p className="empty-state">No recipes are scheduled.</p>
        ) : (
          <ol className="stack">
            {scheduled.map((row) => (
              <ScheduledRow
                key={row.recipeId}
                row={row}
                timeZones={timeZones}
                result={result}
                mailingAddressSet={mailingAddressSet}
              />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function ScheduleForm({
  drafts,
  chosen,
  row,
  timeZones,
  mailingAddressSet,
  failure,
  submitLabel,
}: {
  drafts?: { id: string; title: string }[];
  /** The draft to offer first, when it is one of them. */
  chosen?: string | null;
  row?: Row;
  timeZones: readonly string[];
  mailingAddressSet: boolean;
  failure: SectionResult | null | undefined;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "schedule";
  const idPart = row?.recipeId ?? "new";
  const [timeZone, setTimeZone] = useOwnTimeZone(row?.timeZone ?? null, timeZones);
  const [recipeId, setRecipeId] = useState(
    () => drafts?.find((draft) => draft.id === chosen)?.id ?? drafts?.[0]?.id ?? "",
  );
  const [publishAt, setPublishAt] = useState(row?.local ?? "");
  const [sendNewsletter, setSendNewsletter] = useState(row ? row.newsletter !== null : false);
  const [recipients, setRecipients] = useState<string>(row?.newsletter?.recipients ?? "everyone");
  const [note, setNote] = useState(row?.newsletter?.note ?? "");
  const issues = failure && !failure.ok ? failure.issues : [];
  const issueAt = (path: string) => issues.find((issue) => issue.path === path)?.message ?? null;
  const fieldPaths = ["recipeId", "publishAt", "timeZone"];
  const otherProblem =
    failure && !failure.ok && !issues.some((issue) => fieldPaths.includes(issue.path))
      ? (issues[0]?.message ?? failure.message)
      : null;
  return (
    <Form method="post" className="stack">
      <input type="hidden" name="intent" value="schedule" />
      {row ? (
        <input type="hidden" name="recipeId" value={row.recipeId} />
      ) : (
        <SelectField
          id={`recipe-${idPart}`}
          name="recipeId"
          label="Recipe"
          // A draft just scheduled leaves the list: the choice falls to the first one left.
          value={
            drafts?.some((draft) => draft.id === recipeId) ? recipeId : (drafts?.[0]?.id ?? "")
          }
          onChange={setRecipeId}
          error={issueAt("recipeId")}
          options={(drafts ?? []).map((draft) => ({
            value: draft.id,
            label: draft.title || "Untitled",
          }))}
        />
      )}
      <div className="kgrid kgrid--wide">
        <TextField
          id={`publish-at-${idPart}`}
          name="publishAt"
          label="Publish at"
          hint="As the clock reads in the chosen time zone."
          type="datetime-local"
          required
          value={publishAt}
          onChange={setPublishAt}
          error={issueAt("publishAt")}
        />
        <SelectField
          id={`time-zone-${idPart}`}
          name="timeZone"
          label="Time zone"
          value={timeZone}
          onChange={setTimeZone}
          error={issueAt("timeZone")}
          options={timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }))}
        />
      </div>
      <CheckboxField
        id={`send-newsletter-${idPart}`}
        name="sendNewsletter"
        label="E-mail this recipe to subscribers when it publishes"
        hint={
          mailingAddressSet ? undefined : (
            <>
              Add a mailing address in{" "}
              <Link to="../settings#newsletter" relative="path">
                Settings
              </Link>{" "}
              to e-mail recipes.
            </>
          )
        }
        checked={sendNewsletter}
        onChange={setSendNewsletter}
        disabled={!mailingAddressSet}
      />
      {/* Who gets it and the note only matter once it is e-mailed. */}
      {sendNewsletter ? (
        <>
          <SelectField
            id={`recipients-${idPart}`}
            name="recipients"
            label="Send it to"
            value={recipients}
            onChange={setRecipients}
            options={NEWSLETTER_RECIPIENTS.map((value) => ({
              value,
              label: RECIPIENTS_LABELS[value],
            }))}
          />
          <TextAreaField
            id={`note-${idPart}`}
            name="note"
            label="Note for the e-mail (optional)"
            rows={2}
            value={note}
            onChange={setNote}
          />
        </>
      ) : null}
      {otherProblem ? (
        <p role="alert" className="field-error">
          {otherProblem}
        </p>
      ) : null}
      <SubmitButton className="button button--primary" busy={busy}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

function ScheduledRow({
  row,
  timeZones,
  result,
  mailingAddressSet,
}: {
  row: Row;
  timeZones: readonly string[];
  result: SectionResult | undefined;
  mailingAddressSet: boolean;
}) {
  const headingId = `scheduled-${row.recipeId}`;
  const cancelFailure = resultFor(result, "cancel", row.recipeId);
  return (
    <li className="panel stack" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {/* The draft in its editor: /kitchen/{site}/recipes/{id}. */}
        <Link to={`../recipes/${row.recipeId}`} relative="path">
          {row.title || "Untitled"}
        </Link>
      </h3>
      <p>
        Publishes <time dateTime={row.publishAt}>{row.when}</time>
        {row.newsletter
          ? ` and is e-mailed to ${RECIPIENTS_LABELS[row.newsletter.recipients].toLowerCase()}`
          : ""}
      </p>
      <details>
        <summary>Change</summary>
        <ScheduleForm
          row={row}
          timeZones={timeZones}
          mailingAddressSet={mailingAddressSet}
          failure={resultFor(result, "schedule", row.recipeId)}
          submitLabel="Save new time"
        />
      </details>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="recipeId" value={row.recipeId} />
        <button type="submit" className="button">
          Cancel schedule
        </button>
      </Form>
      {cancelFailure && !cancelFailure.ok ? <p role="alert">{cancelFailure.message}</p> : null}
    </li>
  );
}
