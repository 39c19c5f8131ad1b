import { createBoundedMemory } from "./bounded-memory";

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

/** Hosts remembered at most; the least recently used answer makes room (one isolate, many sites). */
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
  /** Asks afresh next time: the site has just changed (a settings save in the kitchen). */
  forget(host: string): void;
};

/** Answers by host, each until its own expiry; the least recently used goes first when full. */
export function createHostMemo<T>(now: () => number = Date.now): HostMemo<T> {
  const memory = createBoundedMemory<T>({ max: MAX_HOSTS, now });
  return {
    get: (host) => memory.get(host),
    remember(host, value, seconds) {
      if (seconds > 0) memory.set(host, value, now() + seconds * 1000);
    },
    forget: (host) => memory.delete(host.toLowerCase()),
  };
}
