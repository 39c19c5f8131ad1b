import { useEffect, useId, useState } from "react";
import type {
  NewsletterPreference,
  NewsletterPreferencesResponse,
} from "@schema/api/newsletter-preferences";
import { getJson, postJson, visitorMessage } from "../../lib/interactions/api-client";
import { GENERIC_ERROR } from "../../lib/interactions/subscribe-result";
import { ErrorBox } from "../ErrorBox";

const PATH = "/api/newsletter-preferences";

/**
 * The account area's "E-mails" section: which sites mail the reader, with a
 * switch per site. It loads and saves through /api/newsletter-preferences on its own, so
 * the subscriptions page around it only places it.
 */
export function NewsletterPreferences() {
  const headingId = useId();
  const [preferences, setPreferences] = useState<NewsletterPreference[] | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getJson<NewsletterPreferencesResponse>(PATH).then((result) => {
      if (!live) return;
      if (result.ok) setPreferences(result.body.preferences);
      else setError(visitorMessage(result) ?? GENERIC_ERROR);
    });
    return () => {
      live = false;
    };
  }, []);

  const setOn = (subscriptionId: string, newsletterOn: boolean) =>
    setPreferences(
      (rows) =>
        rows?.map((row) =>
          row.subscriptionId === subscriptionId ? { ...row, newsletterOn } : row,
        ) ?? null,
    );

  async function toggle(row: NewsletterPreference, newsletterOn: boolean) {
    // The switch follows the click at once (disabled while saving) and goes back on failure.
    setOn(row.subscriptionId, newsletterOn);
    setSaving(row.subscriptionId);
    setError(null);
    const result = await postJson<NewsletterPreferencesResponse>(PATH, {
      subscriptionId: row.subscriptionId,
      newsletterOn,
    });
    setSaving(null);
    if (result.ok) {
      setPreferences(result.body.preferences);
      return;
    }
    setOn(row.subscriptionId, row.newsletterOn);
    setError(visitorMessage(result) ?? GENERIC_ERROR);
  }

  const mailing = preferences?.filter((row) => row.newsletterOn && !row.suppressed) ?? [];
  return (
    <section className="panel newsletter-preferences" aria-labelledby={headingId}>
      <h2 id={headingId}>E-mails</h2>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {preferences === null ? (
        error ? null : (
          <p className="subdued">Loading…</p>
        )
      ) : preferences.length === 0 ? (
        <p className="subdued">No site sends you e-mail.</p>
      ) : (
        <>
          <p role="status">
            {mailing.length === 0
              ? "You get no e-mail from any site."
              : `You get e-mail from ${mailing.map((row) => row.site.title).join(", ")}.`}
          </p>
          <ul className="newsletter-preferences__list">
            {preferences.map((row) => (
              <li key={row.subscriptionId}>
                <label>
                  <input
                    type="checkbox"
                    checked={row.newsletterOn}
                    disabled={saving === row.subscriptionId}
                    onChange={(event) => toggle(row, event.currentTarget.checked)}
                  />{" "}
                  E-mails from {row.site.title}
                </label>
                {row.suppressed ? (
                  <p className="subdued">
                    Mail to your address could not be delivered, so {row.site.title} no longer sends
                    to it.
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
