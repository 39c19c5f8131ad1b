import type { ShoppingListLine } from "@schema/api/shopping-list";

/**
 * What the browser keeps of the shopping list (per host, as localStorage is): the list of a
 * signed-out reader, the last copy of the account's list (shown when the network is down),
 * and the edits made offline, sent when it returns. Storage that is full or switched off
 * leaves the page working from memory.
 */
const KEYS = {
  browser: "shopping-list:browser",
  copy: "shopping-list:copy",
  queue: "shopping-list:queue",
} as const;

export type QueuedOp = Record<string, unknown> & { op: string };

function read<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the list still works until the page is left.
  }
}

export const readBrowserList = () => read<ShoppingListLine[]>(KEYS.browser, []);
export const writeBrowserList = (lines: ShoppingListLine[] | null) => write(KEYS.browser, lines);

/**
 * The account's list as this browser last saw it, with the server's time of that answer
 * (epoch milliseconds): a list page the service worker kept may be older than it, and the
 * page then shows this copy instead (use-shopping-list.ts).
 */
export type AccountCopy = { at: number; lines: ShoppingListLine[] };

export function readAccountCopy(): AccountCopy | null {
  const copy = read<AccountCopy | null>(KEYS.copy, null);
  return copy && Number.isFinite(copy.at) && Array.isArray(copy.lines) ? copy : null;
}
export const writeAccountCopy = (lines: ShoppingListLine[], at: number) =>
  write(KEYS.copy, { at, lines } satisfies AccountCopy);
export const readQueue = () => read<QueuedOp[]>(KEYS.queue, []);
export const writeQueue = (ops: QueuedOp[]) => write(KEYS.queue, ops.length ? ops : null);

/**
 * Which list a signed-in page starts from: the browser's copy while it holds changes not yet
 * sent, or when it is newer than the page's (the page is a copy the service worker kept for
 * offline use, older than what this browser has seen since); else the page's own.
 */
export function preferCopy(
  copy: AccountCopy | null,
  unsent: boolean,
  page: { lines: ShoppingListLine[] | null; at: number },
): copy is AccountCopy {
  return Boolean(copy && (unsent || !page.lines || copy.at > page.at));
}

/** Signing out: the account's copy and the changes not yet sent are that reader's, and go. */
export function forgetAccountCopy() {
  write(KEYS.copy, null);
  write(KEYS.queue, null);
}

/** An id for one change, so a retried send is applied once. */
export const newRequestId = () => crypto.randomUUID().replaceAll("-", "");
