import type {
  NewsletterPreference,
  NewsletterPreferencesResponse,
} from "@schema/api/newsletter-preferences";
import { useEffect, useId, useState } from "react";
import { getJson, postJson, visitorMessage } from "../../lib/interactions/api-client";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { ErrorBox } from "../ErrorBox";

const PATH = "/api/newsletter-preferences";

/**
 * The account area's "E-mails" section: which sites mail the reader their newsletter, with a
 * switch per site, and one switch for e-mails about replies to their comments on any site.
 * It loads and saves through /api/newsletter-preferences on its own, so the subscriptions
 * page around it only places it.
 */
export function NewsletterPreferences() {
  const headingId = useId();
  const [switches, setSwitches] = useState<NewsletterPreferencesResponse | null>(null);
  /** The switch being saved: a subscription's id, or "replies". */
  const [saving, setSaving] = useState<string | null>(null);
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
   * aria-disabled, not disabled, which would drop its focus to the page's start), the answer
   * replaces the whole section, and a failure puts back what was shown before.
   */
  async function save(
    key: string,
    shown: NewsletterPreferencesResponse,
    body: Record<string, unknown>,
  ) {
    if (saving === key) return;
    const before = switches;
    setSwitches(shown);
    setSaving(key);
    setError(null);
    const result = await postJson<NewsletterPreferencesResponse>(PATH, body);
    setSaving(null);
    if (result.ok) {
      setSwitches(result.body);
      return;
    }
    setSwitches(before);
    setError(visitorMessage(result) ?? GENERIC_ERROR);
  }

  const toggle = (current: NewsletterPreferencesResponse, row: NewsletterPreference, on: boolean) =>
    save(
      row.subscriptionId,
      {
        ...current,
        preferences: current.preferences.map((other) =>
          other.subscriptionId === row.subscriptionId ? { ...other, newsletterOn: on } : other,
        ),
      },
      { subscriptionId: row.subscriptionId, newsletterOn: on },
    );

  const toggleReplies = (current: NewsletterPreferencesResponse, on: boolean) =>
    save("replies", { ...current, commentReplies: on }, { commentReplies: on });

  const preferences = switches?.preferences ?? [];
  const mailing = preferences.filter((row) => row.newsletterOn && !row.suppressed);
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
                      aria-disabled={saving === row.subscriptionId || undefined}
                      onChange={(event) => toggle(switches, row, event.currentTarget.checked)}
                    />{" "}
                    E-mails from {row.site.title}
                  </label>
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
                aria-disabled={saving === "replies" || undefined}
                onChange={(event) => toggleReplies(switches, event.currentTarget.checked)}
              />{" "}
              E-mail me when someone replies to my comments
            </label>
          </p>
        </>
      )}
    </section>
  );
}
