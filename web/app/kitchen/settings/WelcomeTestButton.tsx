import { useFetcher } from "@remix-run/react";
import { useHydrated } from "../../lib/use-hydrated";
import type { SectionResult } from "../sections/section-result";
import { settingsPath } from "./settings-paths";

/** The intent the settings page's action sends a test of a welcome e-mail under. */
export const WELCOME_TEST_INTENT = "welcome-test";

/**
 * "Send me a test": a welcome e-mail as it is typed, saved or not, to the signed-in person's
 * own address. It posts the two fields on their own, not the settings form, so it needs
 * script, and shows only once the page has it. Its name says which welcome, as the section
 * has two such buttons.
 */
export function WelcomeTestButton({
  siteSlug,
  plan,
  name,
  subject,
  message,
}: {
  siteSlug: string;
  plan: "free" | "paid";
  /** The welcome's field label, "Welcome e-mail". */
  name: string;
  subject: string;
  message: string;
}) {
  const fetcher = useFetcher<SectionResult>();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const sending = fetcher.state !== "idle";
  const answer = !sending && fetcher.data ? fetcher.data : null;
  const text = answer?.ok ? answer.message : (answer?.issues?.[0]?.message ?? answer?.message);
  return (
    <div className="welcome-test">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Send me a test of the ${name.toLowerCase()}`}
        disabled={sending || message.trim() === ""}
        onClick={() =>
          fetcher.submit(
            { intent: WELCOME_TEST_INTENT, plan, subject, message },
            { method: "post", action: settingsPath(siteSlug) },
          )
        }
      >
        {sending ? "Sending…" : "Send me a test"}
      </button>
      <span role="status" className={answer && !answer.ok ? "field__error" : "field__hint"}>
        {text ?? ""}
      </span>
    </div>
  );
}
