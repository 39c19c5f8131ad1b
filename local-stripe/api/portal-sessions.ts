import type { Ctx, Emulator } from "../lib/context";
import { badValue, notImplemented, StripeError } from "../lib/errors";
import { emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId, newSecret } from "../lib/ids";
import { allowOnly, oneOf, optionalRecord, optionalString, requiredString } from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { customerNow, findCustomer } from "./customers";
import { findConfiguration } from "./portal-configurations";
import { type Route, route } from "./router";
import { findSubscription } from "./subscriptions";

/** Billing Portal sessions: links to the hosted portal (pages/portal-handler.ts) for one customer. */

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

export const portalSessionRoutes: Route[] = [
  route("POST", "/v1/billing_portal/sessions", (ctx, params) => createSession(ctx, params)),
];
