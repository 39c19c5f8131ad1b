import type { Store } from "./store";
import type { WebhookDispatcher } from "./webhooks";

/** The running emulator, shared by every handler. */
export type Emulator = {
  store: Store;
  webhooks: WebhookDispatcher;
  baseUrl: () => string;
  log: (line: string) => void;
  /** How long before a renewal invoice.upcoming is sent; 0 sends none. */
  upcomingSeconds: number;
};

/** What one API call acts as: the account (platform or `Stripe-Account`) and the request ids. */
export type Ctx = {
  emu: Emulator;
  account: string;
  request: { id: string | null; idempotency_key: string | null };
};
