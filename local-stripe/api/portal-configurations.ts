import type { Ctx } from "../lib/context";
import { badValue, missingParam, notImplemented } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
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
import { FEEDBACK } from "../lib/subscription-update";
import type { Obj, Params } from "../lib/types";
import { findPrice } from "./catalog";
import { type Route, route } from "./router";

/** Billing Portal configurations: what the hosted portal (pages/portal-page.ts) offers. */

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
      const options = stringList(
        reason.options,
        "features[subscription_cancel][cancellation_reason][options]",
      );
      for (const o of options ?? []) {
        oneOf(o, FEEDBACK, "features[subscription_cancel][cancellation_reason][options]");
      }
      f.cancellation_reason.options = options ?? f.cancellation_reason.options;
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

export const portalConfigurationRoutes: Route[] = [
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
];
