import { updateSubscription } from "../lib/billing";
import { cardDeclined, StripeError } from "../lib/errors";
import { attemptPayment } from "../lib/invoices";
import { listObject, matchesCreated } from "../lib/lists";
import { allowOnly, optionalString } from "../lib/params";
import { customerNow, findCustomer } from "./customers";
import { findPaymentMethod } from "./payment-methods";
import { type Route, route } from "./router";

export const invoiceRoutes: Route[] = [
  route(
    "GET",
    "/v1/invoices/:id",
    (ctx, _params, path) =>
      ctx.emu.store.find(ctx.account, "invoice", path.id as string, "invoice").obj,
  ),
  route("GET", "/v1/invoices/:id/lines", (ctx, params, path) => {
    const invoice = ctx.emu.store.find(ctx.account, "invoice", path.id as string, "invoice").obj;
    return listObject(invoice.lines.data, params, invoice.lines.url);
  }),
  route("GET", "/v1/invoices", (ctx, params) => {
    allowOnly(params, [
      "limit",
      "starting_after",
      "ending_before",
      "created",
      "customer",
      "subscription",
      "status",
    ]);
    const customer = optionalString(params, "customer");
    const subscription = optionalString(params, "subscription");
    const status = optionalString(params, "status");
    const invoices = ctx.emu.store
      .all(ctx.account, "invoice")
      .map((e) => e.obj)
      .filter((i) => !customer || i.customer === customer)
      .filter((i) => !subscription || i.parent?.subscription_details?.subscription === subscription)
      .filter((i) => !status || i.status === status)
      .filter((i) => matchesCreated(i.created, params.created));
    return listObject(invoices, params, "/v1/invoices");
  }),
  // Paying an open invoice now (a reader fixing their card): success reactivates the subscription.
  route("POST", "/v1/invoices/:id/pay", (ctx, params, path) => {
    allowOnly(params, ["payment_method"]);
    const entry = ctx.emu.store.find(ctx.account, "invoice", path.id as string, "invoice");
    const invoice = entry.obj;
    if (invoice.status !== "open") {
      throw new StripeError(400, "invalid_request_error", "Invoice is already paid", {
        code: "invoice_not_open",
      });
    }
    const customer = findCustomer(ctx, invoice.customer);
    const pmId = optionalString(params, "payment_method");
    const pm = pmId ? findPaymentMethod(ctx, pmId, customer.id) : undefined;
    const subId = invoice.parent?.subscription_details?.subscription;
    const sub = subId ? ctx.emu.store.get(subId) : undefined;
    const at = customerNow(ctx.emu.store, customer);
    const retryAt = invoice.next_payment_attempt;
    const paid = attemptPayment(
      ctx,
      entry,
      sub?.obj ?? { default_payment_method: null },
      customer,
      at,
      {
        retries: true,
        paymentMethod: pm,
      },
    );
    if (!paid) {
      // A manual attempt does not use up Smart Retries: the scheduled retry stays.
      invoice.next_payment_attempt = retryAt;
      throw cardDeclined("generic_decline");
    }
    if (sub && (sub.obj.status === "past_due" || sub.obj.status === "unpaid")) {
      updateSubscription(ctx, sub.obj, at, () => {
        sub.obj.status = "active";
      });
    }
    return invoice;
  }),
];
