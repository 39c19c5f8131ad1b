import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";

/** One e-mail the signed-in person can switch on or off for this site. */
export type EmailSwitch = { name: string; label: string; on: boolean };

/** The label of the choice that gathers a page's e-mails into one a day (ADR 0018). */
export const DAILY_LABEL = "Gather them into one e-mail a day";

/**
 * The signed-in person's switches for e-mails about this site (each reader's comment on the
 * Comments page, readers' subscriptions on the Subscribers page), and after them the choice
 * of one e-mail a day instead of one each. With script a switch saves as it is clicked,
 * posting every box of the form under `intent`; without, the Save button posts the form and
 * the page's status line answers.
 */
export function EmailSwitches({
  intent,
  legend,
  switches: which,
  daily,
}: {
  intent: string;
  /** Names the group when there is more than one switch. */
  legend?: string;
  switches: readonly EmailSwitch[];
  /** The box for one e-mail a day, under this field name. */
  daily: { name: string; on: boolean };
}) {
  const switches = [...which, { ...daily, label: DAILY_LABEL }];
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const hydrated = useHydrated();
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
    <fetcher.Form method="post" className="kpage-header__actions email-switches">
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
