import { eventBody, type ManageEvent } from "@schema/api/manage-events";
import type { UnitView } from "@schema/api/public-read";
import { useState } from "react";
import { ImageField } from "../sections/ImageField";
import { NamedSelect, NamedText } from "../sections/NamedFields";
import { RichTextField } from "../sections/RichTextField";
import { SectionForm } from "../sections/SectionForm";
import { bodyIssues } from "../sections/section-bodies";
import { FormSection } from "../shared/Fields";
import { useOwnTimeZone } from "../shared/use-own-time-zone";
import { eventFieldLabel, eventFormBody, SAVE_EVENT } from "./event-form";

type Props = {
  siteSlug: string;
  /** Null for a new event. */
  event: ManageEvent | null;
  /** The event's ETag: a save is refused if it changed since (SectionForm). */
  basedOn?: string;
  timeZones: readonly string[];
  units: UnitView[];
};

const check = (form: FormData) => bodyIssues(eventFormBody(form), eventBody);

/**
 * One event's form: what, when (the wall-clock start and, if given, end where it happens,
 * and that place's time zone), where (a place, an online link or both), the description, a
 * picture and a link.
 */
export function EventEditor({ siteSlug, event, basedOn, timeZones, units }: Props) {
  const [title, setTitle] = useState(event?.title ?? "");
  const [date, setDate] = useState(event?.date ?? "");
  const [endDate, setEndDate] = useState(event?.endDate ?? "");
  const [timeZone, setTimeZone] = useOwnTimeZone(event?.timeZone ?? null, timeZones);
  const [location, setLocation] = useState(event?.location ?? "");
  const [onlineUrl, setOnlineUrl] = useState(event?.onlineUrl ?? "");
  const [href, setHref] = useState(event?.href ?? "");

  const zoneOptions = timeZones.map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));

  return (
    <SectionForm
      intent={SAVE_EVENT}
      basedOn={basedOn}
      submitLabel={event ? "Save event" : "Create event"}
      fieldLabel={eventFieldLabel}
      check={check}
      leavesPage
    >
      <FormSection legend="What and when">
        <NamedText
          name="title"
          label="Title"
          value={title}
          onChange={setTitle}
          maxLength={200}
          required
        />
        <div className="kgrid kgrid--wide">
          <NamedText
            name="date"
            label="Date and time"
            hint="As the clock reads where the event happens."
            type="datetime-local"
            value={date}
            onChange={setDate}
            required
          />
          <NamedText
            name="endDate"
            label="Ends"
            hint="Optional: readers' calendars then block the whole time."
            type="datetime-local"
            value={endDate}
            min={date || undefined}
            onChange={setEndDate}
          />
          <NamedSelect
            name="timeZone"
            label="Time zone"
            options={zoneOptions}
            value={timeZone}
            onChange={setTimeZone}
          />
        </div>
      </FormSection>
      <FormSection legend="Where" description="A place, an online link, or both.">
        <NamedText
          name="location"
          label="Place"
          hint="Venue and address"
          value={location}
          onChange={setLocation}
          maxLength={300}
        />
        <NamedText
          name="onlineUrl"
          label="Online link"
          hint="Where people join: https://…"
          inputMode="url"
          value={onlineUrl}
          onChange={setOnlineUrl}
        />
      </FormSection>
      <FormSection legend="Details">
        <RichTextField
          name="description"
          label="Description"
          value={event?.description ?? null}
          units={units}
        />
        <ImageField
          name="imageId"
          label="Picture"
          siteSlug={siteSlug}
          image={event?.image ?? null}
        />
        <NamedText
          name="href"
          label="Learn More link"
          hint="Tickets or details: https://…"
          inputMode="url"
          value={href}
          onChange={setHref}
        />
      </FormSection>
    </SectionForm>
  );
}
