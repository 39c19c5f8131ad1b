/**
 * Durations as authors type them into a minutes field: "45", "1h 30m", "1 h 30", "1:30",
 * "1.5h", "2 hours". Stored as whole minutes.
 */

export const MINUTES_MESSAGE = "Enter minutes, like 45, 1h 30m or 1:30";

export type ParsedMinutes = { ok: true; minutes: number | null } | { ok: false; message: string };

export function parseMinutes(text: string): ParsedMinutes {
  const value = text.trim().toLowerCase().replace(",", ".");
  if (!value) return { ok: true, minutes: null };
  const plain = /^\d+$/.exec(value);
  if (plain) return { ok: true, minutes: Number(value) };
  const clock = /^(\d+):([0-5]\d)$/.exec(value);
  if (clock) return { ok: true, minutes: Number(clock[1]) * 60 + Number(clock[2]) };
  const units =
    /^(?:(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)(?![a-z])\s*)?(?:(\d+(?:\.\d+)?)\s*(?:m|min|mins|minutes?)?)?$/.exec(
      value,
    );
  if (units && (units[1] || units[2])) {
    const minutes = Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0);
    return { ok: true, minutes: Math.round(minutes) };
  }
  return { ok: false, message: MINUTES_MESSAGE };
}

export const formatMinutesInput = (minutes: number | null) =>
  minutes === null ? "" : String(minutes);
