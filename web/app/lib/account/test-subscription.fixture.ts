import type { AccountSubscription } from "@schema/api/subscriptions";

/** For tests: a free, active subscription to an open site, with `overrides` laid over it. */
export const testSubscription = (
  overrides: Partial<AccountSubscription> = {},
): AccountSubscription => ({
  id: "3f1c8d4e-8a59-4a39-9d0f-2b7b0f2d9a11",
  site: { slug: "demo", title: "Demo", url: "https://demo.example.com", closed: false },
  plan: "free",
  status: "active",
  priceAmountCents: 0,
  cadence: null,
  since: "2026-01-05T10:00:00.000Z",
  paidSince: null,
  currentPeriodEnd: null,
  cancelAt: null,
  billing: false,
  compUntil: null,
  upgradable: false,
  ...overrides,
});
