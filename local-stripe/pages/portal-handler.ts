import { portalSessionByToken } from "../api/billing-portal";
import type { Emulator } from "../lib/context";
import { StripeError } from "../lib/errors";
import {
  cancelPlan,
  finishFlow,
  openPortal,
  type Portal,
  portalState,
  portalSubscription,
  renewPlan,
  switchPlan,
  updateBillingDetails,
  updatePaymentMethod,
} from "../lib/portal-flow";
import {
  renderCancelPlan,
  renderConfirmation,
  renderPaymentMethod,
  renderPortalGone,
  renderPortalHome,
  renderUpdatePlan,
} from "./portal-page";

export type PageAnswer = { status: number; html: string } | { redirect: string } | null;

/** Is the session in its deep-link flow (not yet finished, not sent to the home page)? */
function inFlow(portal: Portal): boolean {
  return Boolean(portal.session.obj.flow) && portal.session.internal.flowOpen !== false;
}

/** After a change: the flow's after_completion, or the home page with a notice. */
function done(portal: Portal, notice: string): PageAnswer {
  const home = `/p/session/${portal.session.internal.token}`;
  if (inFlow(portal)) {
    const target = finishFlow(portal);
    return { redirect: target ?? home };
  }
  return { redirect: `${home}?notice=${notice}` };
}

/**
 * `/p/session/{token}[/…]`: the hosted Billing Portal. Returns null for paths it does not know
 * (the server answers 404).
 */
export function handlePortal(
  emu: Emulator,
  method: string,
  path: string,
  query: URLSearchParams,
  body: string,
): PageAnswer {
  const matched = /^\/p\/session\/(test_\w+)(\/.*)?$/.exec(path);
  if (!matched) return null;
  const session = portalSessionByToken(emu, matched[1] as string);
  if (!session) return null;
  const state = portalState(emu, session);
  if (state !== "open") return { status: 410, html: renderPortalGone(emu, session, state) };
  const portal = openPortal(emu, session);
  const rest = matched[2] ?? "";
  const fields = new URLSearchParams(body);
  const flow = session.obj.flow;

  if (rest === "" && method === "GET") {
    if (session.internal.confirmed) return { status: 200, html: renderConfirmation(portal) };
    if (inFlow(portal)) {
      const subId =
        flow.subscription_cancel?.subscription ?? flow.subscription_update?.subscription;
      const subscription = subId ? portalSubscription(portal, subId) : undefined;
      if (flow.type === "payment_method_update") {
        return { status: 200, html: renderPaymentMethod(portal) };
      }
      if (subscription && flow.type === "subscription_cancel" && !subscription.obj.cancel_at) {
        return { status: 200, html: renderCancelPlan(portal, subscription) };
      }
      if (subscription && flow.type === "subscription_update") {
        return { status: 200, html: renderUpdatePlan(portal, subscription) };
      }
      // The subscription changed since the link was made: the home page shows where it stands.
      session.internal.flowOpen = false;
    }
    return { status: 200, html: renderPortalHome(portal, query.get("notice") ?? undefined) };
  }
  // A confirmed flow is finished: nothing more to change through this link.
  if (session.internal.confirmed)
    return { status: 410, html: renderPortalGone(emu, session, "used") };

  if (rest === "/payment-method") {
    if (!portal.configuration.features.payment_method_update.enabled) return null;
    if (method === "GET") return { status: 200, html: renderPaymentMethod(portal) };
    if (method !== "POST") return null;
    const form = {
      cardNumber: fields.get("cardNumber") ?? "",
      cardExpiry: fields.get("cardExpiry") ?? "",
      cardCvc: fields.get("cardCvc") ?? "",
    };
    const result = updatePaymentMethod(portal, form);
    if (!result.ok) {
      const problem = { field: result.field, message: result.message };
      return { status: result.status, html: renderPaymentMethod(portal, { form, problem }) };
    }
    return done(portal, "card");
  }

  if (rest === "/customer" && method === "POST") {
    const problem = updateBillingDetails(portal, {
      email: fields.get("email") ?? undefined,
      name: fields.get("name") ?? undefined,
    });
    if (problem) {
      return {
        status: 400,
        html: renderPortalHome(portal, undefined, { field: "email", message: problem }),
      };
    }
    return done(portal, "details");
  }

  const action = /^\/subscriptions\/(sub_\w+)\/(update|cancel|renew)$/.exec(rest);
  const subscription = action ? portalSubscription(portal, action[1] as string) : undefined;
  if (!action || !subscription) return null;
  const verb = action[2];
  if (verb === "update") {
    if (method === "GET") return { status: 200, html: renderUpdatePlan(portal, subscription) };
    if (method !== "POST") return null;
    const price = fields.get("price") ?? "";
    try {
      switchPlan(portal, subscription, price);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      const problem = { field: "price" as const, message: "Choose one of the plans." };
      return { status: 400, html: renderUpdatePlan(portal, subscription, problem) };
    }
    return done(portal, "updated");
  }
  if (verb === "cancel") {
    if (!portal.configuration.features.subscription_cancel.enabled) return null;
    if (method === "GET") return { status: 200, html: renderCancelPlan(portal, subscription) };
    if (method !== "POST") return null;
    if (!subscription.obj.cancel_at) cancelPlan(portal, subscription);
    return done(portal, "canceled");
  }
  if (method !== "POST") return null;
  renewPlan(portal, subscription);
  return done(portal, "renewed");
}
