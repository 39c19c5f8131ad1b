import type { ActionFailure } from "../shared/action-result";

/** What every kitchen section action answers, tagged with the form (intent) it belongs to. */
export type SectionResult =
  | { intent: string; ok: true; message: string; subject?: string }
  | ({ intent: string; subject?: string } & ActionFailure);

/** The answer meant for one form: its intent, and its subject (a domain id) when it has one. */
export function resultFor(
  result: SectionResult | undefined,
  intent: string,
  subject?: string,
): SectionResult | undefined {
  if (!result || result.intent !== intent) return undefined;
  if (subject !== undefined && result.subject !== subject) return undefined;
  return result;
}

/** The first message for a field: its own issue, or one deeper inside it (a rich text's node). */
export function errorAt(
  errors: Readonly<Record<string, string>>,
  name: string,
): string | undefined {
  if (errors[name]) return errors[name];
  const prefix = `${name}.`;
  const key = Object.keys(errors).find((path) => path.startsWith(prefix));
  return key ? errors[key] : undefined;
}

/**
 * A section form's condition (ADR 0021): `basedOn` holds the version the page was
 * opened with, and the save is refused (412 edited_elsewhere) if they changed since;
 * `overwrite` is posted by "Save mine over it", which saves whatever changed.
 */
export const BASED_ON_FIELD = "basedOn";
export const OVERWRITE_FIELD = "overwrite";
export const EDITED_ELSEWHERE = "edited_elsewhere";
