import { ApiError } from "../errors";
import { sha256 } from "./tokens";

/**
 * Conditional writes (RFC 9110 §13.1.1): a client that read a resource sends its ETag back
 * as `If-Match`, and the write is refused with 412 `edited_elsewhere` when the resource
 * changed since. Two kitchen tabs, or two managers, then never save over each other
 * unawares. Without `If-Match` a write goes through as before (API clients that don't
 * care, and the kitchen's own "keep mine").
 */

/** A strong ETag: the tag as a quoted string (it holds no `"`). */
export const entityTag = (tag: string) => `"${tag}"`;

/**
 * The ETag of a resource without a save time of its own that moves with it alone (the
 * settings, an event, a contributor, a site page): a digest of what is read, so it moves
 * with any change of it and with nothing else.
 */
export async function digestTag(view: unknown): Promise<string> {
  return entityTag((await sha256(JSON.stringify(view))).slice(0, 32));
}

/**
 * Whether `If-Match` lets a write go ahead on the resource whose ETag is `current`: it is
 * absent, `*`, or lists `current`. Weak tags never match (If-Match compares strongly).
 */
export function ifMatchHolds(ifMatch: string | undefined, current: string): boolean {
  if (ifMatch === undefined) return true;
  const listed = ifMatch.split(",").map((tag) => tag.trim());
  return listed.some((tag) => tag === "*" || tag === current);
}

/**
 * As requireUnchanged, for a tag that costs a read (a digest): read only when the save is
 * conditional at all.
 */
export async function requireUnchangedSince(
  ifMatch: string | undefined,
  currentTag: () => Promise<string>,
) {
  if (ifMatch !== undefined) requireUnchanged(ifMatch, await currentTag());
}

/** Refuses the write (412) when `If-Match` names another version than `current`. */
export function requireUnchanged(ifMatch: string | undefined, current: string) {
  if (!ifMatchHolds(ifMatch, current)) {
    throw new ApiError(
      "edited_elsewhere",
      "Saved elsewhere since you read it: read it again, or send without If-Match to save over it",
    );
  }
}
