import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { DigestHour } from "./DigestHour";

/** One e-mail the signed-in person can switch on or off for this site. */
export type EmailSwitch = { name: string; label: string; on: boolean };

/** The label of the choice that gathers a page's e-mails into one a day (ADR 0018). */
export const DAILY_LABEL = "Gather them into one e-mail a day";

/** The browser's zone the form posted, for the API; none without script (the saved one stays). */
export function timeZoneOf(form: FormData): { timeZone?: string } {
  const zone = form.get("timeZone");
  return typeof zone === "string" && zone ? { timeZone: zone } : {};
}

/**
 * The signed-in person's switches for e-mails about this site (each reader's comment on the
 * Comments page, readers' subscriptions on the Subscribers page), and after them the choice
 * of one e-mail a day instead of one each, and when it comes. With script a switch saves as it
 * is clicked, posting every box of the form and the browser's time zone under `intent`;
 * without, the Save button posts the form and the page's status line answers.
 */
export function EmailSwitches({
  intent,
  legend,
  switches: which,
  daily,
  digestTimeZone,
}: {
  intent: string;
  /** Names the group when there is more than one switch. */
  legend?: string;
  switches: readonly EmailSwitch[];
  /** The box for one e-mail a day, under this field name. */
  daily: { name: string; on: boolean };
  /** The zone the daily e-mail comes in the morning of, as saved; null: none yet. */
  digestTimeZone: string | null;
}) {
  const switches = [...which, { ...daily, label: DAILY_LABEL }];
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const ownZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone || null : null;
  // While a save is on its way (and the page reloads after it), its zone is the one saved.
  const savingZone = fetcher.formData ? timeZoneOf(fetcher.formData).timeZone : undefined;
  const saved = switches.map((option) => option.on).join();
  // The boxes follow the click at once; the page's values after each reload, and again when
  // a save failed.
  // `saved` stands for the values in effects: the switches array is new on every render.
  const values = () => saved.split(",").map((value) => value === "true");
  const [checked, setChecked] = useState(values);
  useEffect(() => setChecked(values()), [saved]);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) setChecked(values());
  }, [fetcher.state, fetcher.data, saved]);
  const boxes = switches.map((option, index) => (
    <label key={option.name}>
      <input
        type="checkbox"
        name={option.name}
        checked={checked[index] ?? option.on}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setChecked((current) => current.map((value, at) => (at === index ? on : value)));
          fetcher.submit(event.currentTarget.form);
        }}
      />{" "}
      {option.label}
    </label>
  ));
  return (
    <fetcher.Form ref={formRef} method="post" className="kpage-header__actions email-switches">
      <input type="hidden" name="intent" value={intent} />
      {legend ? (
        <fieldset className="email-switches__group">
          <legend>{legend}</legend>
          {boxes.slice(0, -1)}
        </fieldset>
      ) : (
        boxes.slice(0, -1)
      )}
      {boxes.at(-1)}
      {ownZone ? <input type="hidden" name="timeZone" value={ownZone} /> : null}
      <DigestHour
        saved={savingZone ?? digestTimeZone}
        own={ownZone}
        daily={checked.at(-1) ?? daily.on}
        onUseOwn={() => fetcher.submit(formRef.current)}
      />
      {hydrated ? null : (
        <button type="submit" className="button button--secondary button--small">
          Save
        </button>
      )}
      <span role="status" className="visually-hidden">
        {fetcher.state === "idle" && fetcher.data ? fetcher.data.message : ""}
      </span>
    </fetcher.Form>
  );
}
