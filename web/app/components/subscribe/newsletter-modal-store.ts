import { useSyncExternalStore } from "react";

/**
 * Whether the newsletter modal is open. The modal lives in the root layout; the footer's
 * Newsletter button (and the modal's own timer) open it from anywhere without a provider.
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

export const openNewsletterModal = () => set(true);
export const closeNewsletterModal = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useNewsletterModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
