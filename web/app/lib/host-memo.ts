/**
 * An isolate's short memory of which site a host serves, for anonymous page views
 * (functions/[[path]].ts). Without it every view, even one answered from the edge cache,
 * asks the API, which asks D1: in production a round trip to the database's region on
 * each cached page. docs/architecture.md §6 lets a change take up to a minute to reach visitors;
 * a remembered answer carries the site's content version, so a publish shows once the
 * answer expires. Authors are signed in and always ask afresh, so they see it at once.
 */

/** How long an answer is reused, unless the HOST_MEMO_SECONDS variable says otherwise. */
export const HOST_MEMO_SECONDS = 30;

/** Hosts remembered at most; the oldest answer makes room (one isolate, many sites). */
const MAX_HOSTS = 1000;

/** HOST_MEMO_SECONDS from the environment: a whole number of seconds, 0 turns it off. */
export function hostMemoSeconds(configured: string | undefined): number {
  if (configured === undefined || configured.trim() === "") return HOST_MEMO_SECONDS;
  const seconds = Number(configured);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : HOST_MEMO_SECONDS;
}

export type HostMemo<T> = {
  get(host: string): T | undefined;
  remember(host: string, value: T, seconds: number): void;
};

/** Answers by host, each until its own expiry; the oldest goes first when full. */
export function createHostMemo<T>(now: () => number = Date.now): HostMemo<T> {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(host) {
      const entry = entries.get(host);
      if (!entry) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(host);
      return undefined;
    },
    remember(host, value, seconds) {
      if (seconds <= 0) return;
      // Map keeps insertion order: re-inserting keeps the oldest answer first in line.
      entries.delete(host);
      if (entries.size >= MAX_HOSTS) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(host, { value, expires: now() + seconds * 1000 });
    },
  };
}
