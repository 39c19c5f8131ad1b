import { DIGEST_HOUR } from "@schema/api/digest-time";
import { zoneLabel } from "../../lib/site/event-time";

const HOUR = `${DIGEST_HOUR % 12 || 12}:00 ${DIGEST_HOUR < 12 ? "AM" : "PM"}`;

/**
 * When the daily e-mail comes (ADR 0018): in the morning in the zone saved with the person's
 * e-mail choices, which every save sets to the browser's. Off, it says the browser's (what
 * choosing it saves); on, the saved one, and a browser elsewhere (or a choice saved before
 * zones were kept) offers to move it there.
 */
export function DigestHour({
  saved,
  own,
  daily,
  onUseOwn,
}: {
  saved: string | null;
  /** The browser's zone; null before hydration. */
  own: string | null;
  daily: boolean;
  onUseOwn(): void;
}) {
  const now = new Date();
  const shown = daily ? saved : own;
  const when = shown
    ? `Each morning at ${HOUR}, ${zoneLabel(now, shown)}.`
    : daily
      ? "A day after its first news."
      : `Each morning at ${HOUR}, your time.`;
  const offer = daily && own && own !== saved ? own : null;
  return (
    <span className="email-switches__hour subdued small">
      {when}
      {offer ? (
        <>
          {" "}
          <button type="button" className="link-button" onClick={onUseOwn}>
            {`Send it at ${HOUR}, ${zoneLabel(now, offer)}`}
          </button>
        </>
      ) : null}
    </span>
  );
}
