import type { Ctx, Emulator } from "../lib/context";
import { badValue, StripeError } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId, newSecret } from "../lib/ids";
import { listObject } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import { type Entry, PLATFORM_ACCOUNT } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { type Route, route } from "./router";

/** What Stripe asks of a fresh connected account before it can take charges. */
const ONBOARDING_REQUIREMENTS = [
  "business_profile.mcc",
  "business_profile.url",
  "external_account",
  "representative.first_name",
  "representative.last_name",
  "tos_acceptance.date",
  "tos_acceptance.ip",
];

function requirements(due: string[]): Obj {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length > 0 ? "requirements.past_due" : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
}

function businessProfile(input: Obj | undefined, current?: Obj): Obj {
  const profile = current ?? fromFixture("account", {}).business_profile;
  if (!current) {
    profile.annual_revenue = null;
    profile.support_address = null;
  }
  for (const key of ["name", "url", "support_email", "product_description", "mcc"]) {
    if (input && typeof input[key] === "string") profile[key] = input[key] || null;
  }
  return profile;
}

function buildAccount(id: string, created: number, params: Params, enabled: boolean): Obj {
  const type = oneOf(optionalString(params, "type"), ["express", "standard", "custom"], "type");
  const requested = optionalRecord(params, "capabilities") ?? {};
  const capabilities: Obj = {};
  for (const name of Object.keys(requested)) capabilities[name] = enabled ? "active" : "inactive";
  const account = fromFixture("account", {
    id,
    business_profile: businessProfile(optionalRecord(params, "business_profile")),
    business_type: optionalString(params, "business_type") ?? null,
    capabilities,
    charges_enabled: enabled,
    controller: { type: type === "standard" ? "account" : "application" },
    country: optionalString(params, "country") ?? "US",
    created,
    default_currency: "usd",
    details_submitted: enabled,
    email: optionalString(params, "email") ?? null,
    metadata: mergeMetadata({}, params),
    payouts_enabled: enabled,
    requirements: requirements(enabled ? [] : ONBOARDING_REQUIREMENTS),
    future_requirements: requirements([]),
    type: type ?? "express",
  });
  account.external_accounts.url = `/v1/accounts/${id}/external_accounts`;
  account.settings.dashboard.display_name = account.business_profile.name;
  return account;
}

/** The platform account exists from the first start, with a stable id. */
export function ensurePlatformAccount(emu: Emulator): void {
  if (emu.store.get(PLATFORM_ACCOUNT)) return;
  const account = buildAccount(
    PLATFORM_ACCOUNT,
    emu.store.now(),
    {
      type: "standard",
      email: "platform@example.com",
      business_profile: { name: "Local platform" },
    },
    true,
  );
  account.capabilities = { card_payments: "active", transfers: "active" };
  emu.store.insert(PLATFORM_ACCOUNT, account);
  emu.store.save();
}

function findAccount(ctx: Ctx, id: string): Entry {
  const entry = ctx.emu.store.get(id);
  // Only the platform sees its connected accounts; an account sees itself.
  const visible = ctx.account === PLATFORM_ACCOUNT || ctx.account === id;
  if (entry?.obj.object !== "account" || !visible) {
    throw new StripeError(
      403,
      "invalid_request_error",
      `The provided key does not have access to account '${id}' (or that account does not exist). Application access may have been revoked.`,
      { code: "account_invalid" },
    );
  }
  return entry;
}

/** Onboarding done: the account can take charges and receive payouts (fires account.updated). */
export function completeOnboarding(emu: Emulator, accountId: string, businessName?: string): void {
  const entry = emu.store.get(accountId);
  if (!entry) return;
  const before = structuredClone(entry.obj);
  const account = entry.obj;
  account.charges_enabled = true;
  account.payouts_enabled = true;
  account.details_submitted = true;
  account.requirements = requirements([]);
  for (const name of Object.keys(account.capabilities)) account.capabilities[name] = "active";
  if (businessName) {
    account.business_profile.name = businessName;
    account.settings.dashboard.display_name = businessName;
  }
  account.tos_acceptance = { date: emu.store.now(), ip: "127.0.0.1", user_agent: "local-stripe" };
  // account.updated for a connected account is a Connect event (it carries `account`).
  const ctx: Ctx = { emu, account: accountId, request: { id: null, idempotency_key: null } };
  emitEvent(ctx, "account.updated", account, { previous: changedFields(before, account) });
  emu.store.save();
}

const ACCOUNT_FIELDS = [
  "type",
  "country",
  "email",
  "capabilities",
  "business_profile",
  "business_type",
  "metadata",
];

export const accountRoutes: Route[] = [
  route("GET", "/v1/account", (ctx) => findAccount(ctx, ctx.account).obj),
  route("POST", "/v1/accounts", (ctx, params) => {
    allowOnly(params, ACCOUNT_FIELDS);
    if (ctx.account !== PLATFORM_ACCOUNT) {
      throw badValue("type", "Connected accounts cannot create other accounts.");
    }
    const id = newId("acct");
    const account = buildAccount(id, ctx.emu.store.now(), params, false);
    ctx.emu.store.insert(PLATFORM_ACCOUNT, account);
    return account;
  }),
  route("GET", "/v1/accounts", (ctx, params) => {
    allowOnly(params, ["limit", "starting_after", "ending_before", "created"]);
    const accounts = ctx.emu.store
      .all(PLATFORM_ACCOUNT, "account")
      .filter((e) => e.obj.id !== PLATFORM_ACCOUNT && ctx.account === PLATFORM_ACCOUNT)
      .map((e) => e.obj);
    return listObject(accounts, params, "/v1/accounts");
  }),
  route("GET", "/v1/accounts/:id", (ctx, _params, path) => findAccount(ctx, path.id as string).obj),
  route("POST", "/v1/accounts/:id", (ctx, params, path) => {
    allowOnly(params, ["email", "business_profile", "metadata", "capabilities"]);
    const entry = findAccount(ctx, path.id as string);
    const before = structuredClone(entry.obj);
    const account = entry.obj;
    const email = optionalString(params, "email");
    if (email !== undefined) account.email = email || null;
    const profile = optionalRecord(params, "business_profile");
    if (profile) account.business_profile = businessProfile(profile, account.business_profile);
    account.metadata = mergeMetadata(account.metadata, params);
    const capabilities = optionalRecord(params, "capabilities") ?? {};
    for (const name of Object.keys(capabilities)) {
      account.capabilities[name] ??= account.charges_enabled ? "active" : "inactive";
    }
    const previous = changedFields(before, account);
    if (Object.keys(previous).length > 0) {
      emitEvent({ ...ctx, account: account.id }, "account.updated", account, { previous });
    }
    return account;
  }),
  route("POST", "/v1/account_links", (ctx, params) => {
    allowOnly(params, [
      "account",
      "type",
      "refresh_url",
      "return_url",
      "collect",
      "collection_options",
    ]);
    const accountId = requiredString(params, "account");
    oneOf(requiredString(params, "type"), ["account_onboarding", "account_update"], "type");
    const refreshUrl = requiredString(params, "refresh_url");
    const returnUrl = requiredString(params, "return_url");
    findAccount(ctx, accountId);
    if (accountId === PLATFORM_ACCOUNT)
      throw badValue("account", "The platform account needs no onboarding.");
    const now = ctx.emu.store.now();
    const token = newSecret("link");
    const expiresAt = now + 300;
    ctx.emu.store.putAccountLink(token, {
      account: accountId,
      refreshUrl,
      returnUrl,
      expiresAt,
      used: false,
    });
    return fromFixture("account_link", {
      created: now,
      expires_at: expiresAt,
      url: `${ctx.emu.baseUrl()}/connect/onboarding/${token}`,
    });
  }),
];
