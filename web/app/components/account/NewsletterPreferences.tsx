import type {
  NewsletterPreference,
  NewsletterPreferencesResponse,
} from "@schema/api/newsletter-preferences";
import { useEffect, useId, useState } from "react";
import { getJson, postJson, visitorMessage } from "../../lib/interactions/api-client";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { ErrorBox } from "../ErrorBox";

const PATH = "/api/newsletter-preferences";
/** The key of the replies switch beside the subscriptions' ids. */
const REPLIES = "replies";

/** The section with one switch, a subscription's or the replies one, set to `on`. */
function withSwitch(
  switches: NewsletterPreferencesResponse,
  key: string,
  on: boolean,
): NewsletterPreferencesResponse {
  if (key === REPLIES) return { ...switches, commentReplies: on };
  return {
    ...switches,
    preferences: switches.preferences.map((row) =>
      row.subscriptionId === key ? { ...row, newsletterOn: on } : row,
    ),
  };
}

/** What the server's answer says of one switch (undefined for a subscription it no longer lists). */
function switchOf(switches: NewsletterPreferencesResponse, key: string): boolean | undefined {
  if (key === REPLIES) return switches.commentReplies;
  return switches.preferences.find((row) => row.subscriptionId === key)?.newsletterOn;
}

/**
 * The account area's "E-mails" section: which sites mail the reader their newsletter, with a
 * switch per site, and one switch for e-mails about replies to their comments on any site.
 * It loads and saves through /api/newsletter-preferences on its own, so the subscriptions
 * page around it only places it.
 */
export function NewsletterPreferences() {
  const headingId = useId();
  const [switches, setSwitches] = useState<NewsletterPreferencesResponse | null>(null);
  /** The switches being saved: subscriptions' ids, or REPLIES. */
  const [saving, setSaving] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getJson<NewsletterPreferencesResponse>(PATH).then((result) => {
      if (!live) return;
      if (result.ok) setSwitches(result.body);
      else setError(visitorMessage(result) ?? GENERIC_ERROR);
    });
    return () => {
      live = false;
    };
  }, []);

  /**
   * The switch follows the click at once (and ignores clicks while it saves: it is marked
   * aria-disabled, not disabled, which would drop its focus to the page's start). The answer,
   * or on failure what was shown before, is put back for that one switch only: another switch
   * pressed while this one saved keeps its own state until its own answer comes.
   */
  async function save(key: string, body: Record<string, unknown>, on: boolean) {
    if (saving.includes(key)) return;
    setSwitches((current) => current && withSwitch(current, key, on));
    setSaving((keys) => [...keys, key]);
    setError(null);
    const result = await postJson<NewsletterPreferencesResponse>(PATH, body);
    setSaving((keys) => keys.filter((other) => other !== key));
    const settled = result.ok ? (switchOf(result.body, key) ?? on) : !on;
    setSwitches((current) => current && withSwitch(current, key, settled));
    if (!result.ok) setError(visitorMessage(result) ?? GENERIC_ERROR);
  }

  const toggle = (row: NewsletterPreference, on: boolean) =>
    save(row.subscriptionId, { subscriptionId: row.subscriptionId, newsletterOn: on }, on);

  const toggleReplies = (on: boolean) => save(REPLIES, { commentReplies: on }, on);

  const preferences = switches?.preferences ?? [];
  // A closed site sends nothing, whatever its switch says.
  const mailing = preferences.filter(
    (row) => row.newsletterOn && !row.suppressed && !row.site.closed,
  );
  return (
    <section className="panel stack newsletter-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>E-mails</h2>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {switches === null ? (
        error ? null : (
          <p className="subdued">Loading…</p>
        )
      ) : (
        <>
          {/* What the switches say now, read out after each change. */}
          <p role="status">
            {preferences.length === 0
              ? ""
              : mailing.length === 0
                ? "You get no newsletter from any site. "
                : `You get newsletters from ${mailing.map((row) => row.site.title).join(", ")}. `}
            {switches.commentReplies
              ? "Replies to your comments are e-mailed to you."
              : "Replies to your comments are not e-mailed to you."}
          </p>
          {preferences.length === 0 ? (
            <p className="subdued">No site sends you its newsletter.</p>
          ) : (
            <ul className="newsletter-preferences__list">
              {preferences.map((row) => (
                <li key={row.subscriptionId}>
                  <label>
                    <input
                      type="checkbox"
                      checked={row.newsletterOn}
                      aria-disabled={saving.includes(row.subscriptionId) || undefined}
                      onChange={(event) => toggle(row, event.currentTarget.checked)}
                    />{" "}
                    E-mails from {row.site.title}
                  </label>
                  {row.site.closed ? (
                    <p className="subdued">
                      {row.site.title} has closed and sends nothing while it is closed.
                    </p>
                  ) : null}
                  {row.suppressed ? (
                    <p className="subdued">
                      Mail to your address could not be delivered, so {row.site.title} no longer
                      sends to it.
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <p>
            <label>
              <input
                type="checkbox"
                checked={switches.commentReplies}
                aria-disabled={saving.includes(REPLIES) || undefined}
                onChange={(event) => toggleReplies(event.currentTarget.checked)}
              />{" "}
              E-mail me when someone replies to my comments
            </label>
          </p>
        </>
      )}
    </section>
  );
}
