import type { Ctx, Emulator } from "../lib/context";
import { badValue, missingParam, notImplemented, StripeError } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId, newSecret } from "../lib/ids";
import { listObject } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { findPrice } from "./catalog";
import { customerNow, findCustomer } from "./customers";
import { type Route, route } from "./router";
import { findSubscription } from "./subscriptions";

/** Billing Portal configurations and sessions; the hosted page is pages/portal-page.ts. */

const CUSTOMER_UPDATES = ["email", "address", "shipping", "phone", "tax_id", "name"] as const;
const PRORATIONS = ["none", "create_prorations", "always_invoice"] as const;

function bool(params: Params, name: string, label: string, fallback: boolean): boolean {
  return optionalBoolean(params, name, label) ?? fallback;
}

function stringList(value: unknown, label: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === "") return [];
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === "string")) throw badValue(label, `Invalid array: ${label}`);
  return list as string[];
}

/** `features[…]` laid over the configuration's current features (all of them on create). */
function applyFeatures(ctx: Ctx, features: Obj, input: Params): void {
  const customerUpdate = optionalRecord(input, "customer_update");
  if (customerUpdate) {
    allowOnly(customerUpdate, ["enabled", "allowed_updates"]);
    const f = features.customer_update;
    f.enabled = bool(customerUpdate, "enabled", "features[customer_update][enabled]", f.enabled);
    const allowed = stringList(
      customerUpdate.allowed_updates,
      "features[customer_update][allowed_updates]",
    );
    if (allowed) {
      for (const a of allowed)
        oneOf(a, CUSTOMER_UPDATES, "features[customer_update][allowed_updates]");
      f.allowed_updates = allowed;
    }
  }
  const history = optionalRecord(input, "invoice_history");
  if (history) {
    allowOnly(history, ["enabled"]);
    features.invoice_history.enabled = bool(
      history,
      "enabled",
      "features[invoice_history][enabled]",
      features.invoice_history.enabled,
    );
  }
  const pmUpdate = optionalRecord(input, "payment_method_update");
  if (pmUpdate) {
    allowOnly(pmUpdate, ["enabled"]);
    features.payment_method_update.enabled = bool(
      pmUpdate,
      "enabled",
      "features[payment_method_update][enabled]",
      features.payment_method_update.enabled,
    );
  }
  const cancel = optionalRecord(input, "subscription_cancel");
  if (cancel) {
    allowOnly(cancel, ["enabled", "mode", "proration_behavior", "cancellation_reason"]);
    const f = features.subscription_cancel;
    f.enabled = bool(cancel, "enabled", "features[subscription_cancel][enabled]", f.enabled);
    f.mode =
      oneOf(
        optionalString(cancel, "mode"),
        ["at_period_end", "immediately"],
        "features[subscription_cancel][mode]",
      ) ?? f.mode;
    f.proration_behavior =
      oneOf(
        optionalString(cancel, "proration_behavior"),
        PRORATIONS,
        "features[subscription_cancel][proration_behavior]",
      ) ?? f.proration_behavior;
    const reason = optionalRecord(cancel, "cancellation_reason");
    if (reason) {
      allowOnly(reason, ["enabled", "options"]);
      f.cancellation_reason.enabled = bool(
        reason,
        "enabled",
        "features[subscription_cancel][cancellation_reason][enabled]",
        f.cancellation_reason.enabled,
      );
      f.cancellation_reason.options =
        stringList(reason.options, "features[subscription_cancel][cancellation_reason][options]") ??
        f.cancellation_reason.options;
    }
  }
  const update = optionalRecord(input, "subscription_update");
  if (update) {
    allowOnly(update, [
      "enabled",
      "default_allowed_updates",
      "proration_behavior",
      "products",
      "schedule_at_period_end",
      "trial_update_behavior",
    ]);
    if (update.schedule_at_period_end !== undefined) {
      throw notImplemented("features[subscription_update][schedule_at_period_end]");
    }
    const f = features.subscription_update;
    f.enabled = bool(update, "enabled", "features[subscription_update][enabled]", f.enabled);
    const allowed = stringList(
      update.default_allowed_updates,
      "features[subscription_update][default_allowed_updates]",
    );
    if (allowed) {
      for (const a of allowed) {
        oneOf(
          a,
          ["price", "quantity", "promotion_code"],
          "features[subscription_update][default_allowed_updates]",
        );
      }
      f.default_allowed_updates = allowed;
    }
    f.proration_behavior =
      oneOf(
        optionalString(update, "proration_behavior"),
        PRORATIONS,
        "features[subscription_update][proration_behavior]",
      ) ?? f.proration_behavior;
    f.trial_update_behavior =
      oneOf(
        optionalString(update, "trial_update_behavior"),
        ["continue_trial", "end_trial"],
        "features[subscription_update][trial_update_behavior]",
      ) ?? f.trial_update_behavior;
    if (update.products !== undefined) {
      if (update.products === "") f.products = [];
      else if (!Array.isArray(update.products)) {
        throw badValue("features[subscription_update][products]", "Invalid array");
      } else {
        f.products = (update.products as Params[]).map((p, i) => {
          const label = `features[subscription_update][products][${i}]`;
          const product = requiredString(p, "product", `${label}[product]`);
          ctx.emu.store.find(ctx.account, "product", product, "product", `${label}[product]`);
          const prices = stringList(p.prices, `${label}[prices]`) ?? [];
          if (prices.length === 0) throw missingParam(`${label}[prices]`);
          for (const id of prices) {
            const price = findPrice(ctx, id, `${label}[prices]`);
            if (price.product !== product || !price.recurring) {
              throw badValue(
                `${label}[prices]`,
                `The price ${id} must be a recurring price of the product ${product}.`,
              );
            }
          }
          return { prices, product };
        });
      }
    }
    if (f.enabled && f.default_allowed_updates.includes("price") && !f.products?.length) {
      throw badValue(
        "features[subscription_update][products]",
        "To allow price updates, specify the products and prices customers can switch to.",
      );
    }
  }
}

function applyCommon(configuration: Obj, params: Params): void {
  const profile = optionalRecord(params, "business_profile");
  if (profile) {
    allowOnly(profile, ["headline", "privacy_policy_url", "terms_of_service_url"]);
    for (const key of ["headline", "privacy_policy_url", "terms_of_service_url"]) {
      const value = optionalString(profile, key, `business_profile[${key}]`);
      if (value !== undefined) configuration.business_profile[key] = value || null;
    }
  }
  const returnUrl = optionalString(params, "default_return_url");
  if (returnUrl !== undefined) {
    if (returnUrl && !/^https?:\/\//.test(returnUrl)) {
      throw badValue("default_return_url", "Not a valid URL: default_return_url");
    }
    configuration.default_return_url = returnUrl || null;
  }
  const name = optionalString(params, "name");
  if (name !== undefined) configuration.name = name || null;
  if (params.metadata !== undefined) {
    configuration.metadata = mergeMetadata(configuration.metadata ?? {}, params);
  }
  const login = optionalRecord(params, "login_page");
  if (login && optionalBoolean(login, "enabled", "login_page[enabled]")) {
    throw notImplemented("login_page[enabled]");
  }
}

function createConfiguration(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "features",
    "business_profile",
    "default_return_url",
    "metadata",
    "name",
    "login_page",
  ]);
  const features = optionalRecord(params, "features");
  if (!features) throw missingParam("features");
  const now = ctx.emu.store.now();
  const base = fromFixture("billing_portal.configuration", {});
  const configuration = fromFixture("billing_portal.configuration", {
    id: newId("bpc"),
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created: now,
    default_return_url: null,
    features: {
      customer_update: { allowed_updates: [], enabled: false },
      invoice_history: { enabled: false },
      payment_method_update: { enabled: false, payment_method_configuration: null },
      subscription_cancel: {
        cancellation_reason: { enabled: false, options: [] },
        enabled: false,
        mode: "at_period_end",
        proration_behavior: "none",
      },
      subscription_update: {
        ...base.features.subscription_update,
        default_allowed_updates: [],
        enabled: false,
        products: [],
        proration_behavior: "none",
        schedule_at_period_end: { conditions: [] },
        trial_update_behavior: "end_trial",
      },
    },
    // The Dashboard's configuration is the default; here the first one made on an account is.
    is_default: ctx.emu.store.all(ctx.account, "billing_portal.configuration").length === 0,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: {},
    name: null,
    updated: now,
  });
  allowOnly(features, [
    "customer_update",
    "invoice_history",
    "payment_method_update",
    "subscription_cancel",
    "subscription_update",
  ]);
  applyFeatures(ctx, configuration.features, features);
  applyCommon(configuration, params);
  ctx.emu.store.insert(ctx.account, configuration);
  emitEvent(ctx, "billing_portal.configuration.created", configuration);
  return configuration;
}

export function findConfiguration(ctx: Ctx, id: string, param = "configuration"): Entry {
  return ctx.emu.store.find(
    ctx.account,
    "billing_portal.configuration",
    id,
    "configuration",
    param,
  );
}

function updateConfiguration(ctx: Ctx, entry: Entry, params: Params): Obj {
  allowOnly(params, [
    "active",
    "features",
    "business_profile",
    "default_return_url",
    "metadata",
    "name",
    "login_page",
  ]);
  const configuration = entry.obj;
  const active = optionalBoolean(params, "active");
  if (active === false && configuration.is_default) {
    throw badValue("active", "The default configuration cannot be deactivated.");
  }
  const features = optionalRecord(params, "features");
  const next = structuredClone(configuration);
  if (features) {
    allowOnly(features, [
      "customer_update",
      "invoice_history",
      "payment_method_update",
      "subscription_cancel",
      "subscription_update",
    ]);
    applyFeatures(ctx, next.features, features);
  }
  applyCommon(next, params);
  if (active !== undefined) next.active = active;
  next.updated = ctx.emu.store.now();
  const previous = changedFields(configuration, next);
  Object.assign(configuration, next);
  emitEvent(ctx, "billing_portal.configuration.updated", configuration, { previous });
  return configuration;
}

/** How long a portal link may wait for its first visit, and how long a visited session lasts. */
export const PORTAL_LINK_SECONDS = 5 * 60;
export const PORTAL_SESSION_SECONDS = 60 * 60;

function flowFromParams(ctx: Ctx, data: Params, customer: Obj, configuration: Obj): Obj {
  allowOnly(data, [
    "type",
    "after_completion",
    "subscription_cancel",
    "subscription_update",
    "subscription_update_confirm",
  ]);
  const type = oneOf(
    requiredString(data, "type", "flow_data[type]"),
    [
      "payment_method_update",
      "subscription_cancel",
      "subscription_update",
      "subscription_update_confirm",
    ],
    "flow_data[type]",
  );
  if (type === "subscription_update_confirm") throw notImplemented("flow_data[type]");
  const subscriptionFor = (key: "subscription_cancel" | "subscription_update") => {
    const label = `flow_data[${key}][subscription]`;
    const part = optionalRecord(data, key, `flow_data[${key}]`) ?? {};
    if (key === "subscription_cancel" && part.retention !== undefined) {
      throw notImplemented("flow_data[subscription_cancel][retention]");
    }
    const subscription = findSubscription(ctx, requiredString(part, "subscription", label), label);
    if (subscription.obj.customer !== customer.id) {
      throw badValue(label, "The subscription does not belong to the session's customer.");
    }
    if (["canceled", "incomplete_expired"].includes(subscription.obj.status)) {
      throw badValue(label, "You can't manage a subscription that has already been canceled.");
    }
    return subscription.obj.id as string;
  };
  const featureOff = (feature: string) =>
    new StripeError(
      400,
      "invalid_request_error",
      `The ${feature} feature is disabled in the portal configuration. Enable it to use this flow.`,
      { param: "flow_data[type]" },
    );
  let subscriptionCancel: Obj | null = null;
  let subscriptionUpdate: Obj | null = null;
  if (type === "subscription_cancel") {
    if (!configuration.features.subscription_cancel.enabled)
      throw featureOff("subscription_cancel");
    subscriptionCancel = { retention: null, subscription: subscriptionFor("subscription_cancel") };
  } else if (type === "subscription_update") {
    if (!configuration.features.subscription_update.enabled)
      throw featureOff("subscription_update");
    subscriptionUpdate = { subscription: subscriptionFor("subscription_update") };
  } else if (!configuration.features.payment_method_update.enabled) {
    throw featureOff("payment_method_update");
  }
  const after = optionalRecord(data, "after_completion", "flow_data[after_completion]") ?? {};
  allowOnly(after, ["type", "redirect", "hosted_confirmation"]);
  const afterType =
    oneOf(
      optionalString(after, "type", "flow_data[after_completion][type]"),
      ["redirect", "hosted_confirmation", "portal_homepage"],
      "flow_data[after_completion][type]",
    ) ?? "portal_homepage";
  let redirect: Obj | null = null;
  let confirmation: Obj | null = null;
  if (afterType === "redirect") {
    const r = optionalRecord(after, "redirect") ?? {};
    const url = requiredString(
      r,
      "return_url",
      "flow_data[after_completion][redirect][return_url]",
    );
    if (!/^https?:\/\//.test(url)) {
      throw badValue("flow_data[after_completion][redirect][return_url]", "Not a valid URL");
    }
    redirect = { return_url: url };
  } else if (afterType === "hosted_confirmation") {
    const h = optionalRecord(after, "hosted_confirmation") ?? {};
    confirmation = { custom_message: optionalString(h, "custom_message") || null };
  }
  return {
    after_completion: { hosted_confirmation: confirmation, redirect, type: afterType },
    subscription_cancel: subscriptionCancel,
    subscription_update: subscriptionUpdate,
    subscription_update_confirm: null,
    type,
  };
}

function createSession(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "customer",
    "return_url",
    "configuration",
    "flow_data",
    "locale",
    "on_behalf_of",
  ]);
  const customer = findCustomer(ctx, requiredString(params, "customer"), "customer");
  const configId = optionalString(params, "configuration");
  const configuration = configId
    ? findConfiguration(ctx, configId).obj
    : ctx.emu.store.all(ctx.account, "billing_portal.configuration").find((e) => e.obj.is_default)
        ?.obj;
  if (!configuration) {
    throw new StripeError(
      400,
      "invalid_request_error",
      "No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
    );
  }
  if (!configuration.active) {
    throw badValue("configuration", "The configuration is not active.");
  }
  const returnUrl =
    optionalString(params, "return_url") || configuration.default_return_url || null;
  if (returnUrl && !/^https?:\/\//.test(returnUrl)) {
    throw badValue("return_url", "Not a valid URL: return_url");
  }
  const flowData = optionalRecord(params, "flow_data");
  const flow = flowData ? flowFromParams(ctx, flowData, customer, configuration) : null;
  if (params.on_behalf_of !== undefined) throw notImplemented("on_behalf_of");
  const now = customerNow(ctx.emu.store, customer);
  const token = `test_${newSecret("ps").slice(3)}`;
  const session = fromFixture("billing_portal.session", {
    id: newId("bps"),
    configuration: configuration.id,
    created: now,
    customer: customer.id,
    customer_account: null,
    flow,
    livemode: false,
    locale: optionalString(params, "locale") || null,
    on_behalf_of: null,
    return_url: returnUrl,
    url: `${ctx.emu.baseUrl()}/p/session/${token}`,
  });
  ctx.emu.store.insert(ctx.account, session, {
    token,
    firstVisit: null,
    flowDone: false,
    flowOpen: flow !== null,
  });
  emitEvent(ctx, "billing_portal.session.created", session, { at: now });
  return session;
}

/** The portal session behind a link, if any (on any account: the link is the credential). */
export function portalSessionByToken(emu: Emulator, token: string): Entry | undefined {
  return emu.store.everywhere("billing_portal.session").find((e) => e.internal.token === token);
}

export const billingPortalRoutes: Route[] = [
  route("POST", "/v1/billing_portal/configurations", (ctx, params) =>
    createConfiguration(ctx, params),
  ),
  route(
    "GET",
    "/v1/billing_portal/configurations/:id",
    (ctx, _params, path) => findConfiguration(ctx, path.id as string, "id").obj,
  ),
  route("POST", "/v1/billing_portal/configurations/:id", (ctx, params, path) =>
    updateConfiguration(ctx, findConfiguration(ctx, path.id as string, "id"), params),
  ),
  route("GET", "/v1/billing_portal/configurations", (ctx, params) => {
    allowOnly(params, ["limit", "starting_after", "ending_before", "active", "is_default"]);
    const active = optionalBoolean(params, "active");
    const isDefault = optionalBoolean(params, "is_default");
    const configurations = ctx.emu.store
      .all(ctx.account, "billing_portal.configuration")
      .map((e) => e.obj)
      .filter((c) => active === undefined || c.active === active)
      .filter((c) => isDefault === undefined || c.is_default === isDefault);
    return listObject(configurations, params, "/v1/billing_portal/configurations");
  }),
  route("POST", "/v1/billing_portal/sessions", (ctx, params) => createSession(ctx, params)),
];
