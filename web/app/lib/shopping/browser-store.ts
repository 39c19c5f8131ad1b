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
export const readAccountCopy = () => read<ShoppingListLine[] | null>(KEYS.copy, null);
export const writeAccountCopy = (lines: ShoppingListLine[] | null) => write(KEYS.copy, lines);
export const readQueue = () => read<QueuedOp[]>(KEYS.queue, []);
export const writeQueue = (ops: QueuedOp[]) => write(KEYS.queue, ops.length ? ops : null);

/** An id for one change, so a retried send is applied once. */
export const newRequestId = () => crypto.randomUUID().replaceAll("-", "");
