/**
 * Paging of the dev mailbox page (/_dev/mail). The API pages forward only (a KV list
 * cursor), so the page keeps the cursors it came through in the address (`back`), and
 * "Newer" steps back along them. A long trail keeps its newest steps only: beyond them,
 * "Newer" returns to the newest page.
 */

export const MAX_TRAIL = 30;

export type DevMailPaging = { to: string; cursor: string | null; back: string[] };

export function parseDevMailPaging(params: URLSearchParams): DevMailPaging {
  const to = (params.get("to") ?? "").trim().slice(0, 254);
  const cursor = params.get("cursor")?.trim() || null;
  const back = params
    .getAll("back")
    .map((value) => value.trim())
    .slice(-MAX_TRAIL);
  return { to, cursor, back: cursor ? back : [] };
}

function href({ to, cursor, back }: DevMailPaging): string {
  const params = new URLSearchParams();
  if (to) params.set("to", to);
  if (cursor) {
    params.set("cursor", cursor);
    for (const step of back.slice(-MAX_TRAIL)) params.append("back", step);
  }
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** The next (older) page's address, from the cursor the API gave for this one. */
export const olderHref = (paging: DevMailPaging, next: string) =>
  href({ to: paging.to, cursor: next, back: [...paging.back, paging.cursor ?? ""] });

/** The previous (newer) page's address; null on the newest page. */
export function newerHref(paging: DevMailPaging): string | null {
  if (!paging.cursor) return null;
  const back = paging.back.slice(0, -1);
  const previous = paging.back.at(-1) ?? "";
  return href({ to: paging.to, cursor: previous || null, back });
}
