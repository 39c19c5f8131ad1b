import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";
import { TOAST_DURATION_MS } from "../../lib/interactions/toasts";

/**
 * A tiny toast queue (docs/spec/visitor-experience.md §4 "Toasts are added, auto-dismissed, or
 * dismissed by swipe or close"). Module state rather than context: any island can call `toast()`
 * without a provider, and the one <Toaster> in the root shows them.
 */
export type ToastOptions = {
  description?: string;
  /** A control in the toast, e.g. the 'View Bookmarks' form; clicking it dismisses the toast. */
  action?: ReactNode;
  durationMs?: number;
};

export type Toast = ToastOptions & { id: number; message: string; durationMs: number };

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function publish(next: readonly Toast[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a toast (newest first) and returns its id. */
export function toast(message: string, options: ToastOptions = {}): number {
  const id = nextId++;
  publish([
    { ...options, id, message, durationMs: options.durationMs ?? TOAST_DURATION_MS },
    ...queue,
  ]);
  return id;
}

export function dismissToast(id: number) {
  if (queue.some((item) => item.id === id)) publish(queue.filter((item) => item.id !== id));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => queue,
    () => EMPTY,
  );
}
