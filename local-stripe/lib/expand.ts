import { StripeError } from "./errors";
import { invoicePayments } from "./payments";
import type { Store } from "./store";
import type { Obj } from "./types";

/**
 * Applies `expand[]` to a response: each dotted path (`subscription`, `data.customer`,
 * `latest_invoice.customer`) whose value is an id is replaced by that object, as Stripe does.
 * `data` walks into a list's objects. Objects are looked up on the caller's account only.
 */
export function expand(store: Store, account: string, body: Obj, paths: string[]): Obj {
  if (paths.length === 0) return body;
  const copy = structuredClone(body);
  for (const path of paths) expandPath(store, account, copy, path.split("."), path);
  return copy;
}

function expandPath(store: Store, account: string, node: Obj, segments: string[], full: string) {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (Array.isArray(node[head]) && head === "data") {
    for (const item of node[head]) expandPath(store, account, item, rest, full);
    return;
  }
  // An invoice's `payments` is only answered when expanded, as Stripe's is.
  if (head === "payments" && node.object === "invoice" && !(head in node)) {
    node.payments = invoicePayments(store, account, node.id);
  }
  if (!(head in node)) throw cannotExpand(full);
  // Lists of ids (a subscription's `discounts`) expand item by item.
  if (Array.isArray(node[head])) {
    node[head] = node[head].map((item: unknown) => {
      const holder: Obj = { [head]: item };
      expandPath(store, account, holder, [head, ...rest], full);
      return holder[head];
    });
    return;
  }
  let value = node[head];
  if (typeof value === "string") {
    const entry = store.get(value);
    // Platform objects (accounts) are visible from a connected account's calls, like Stripe's.
    if (!entry || (entry.account !== account && entry.obj.object !== "account")) {
      throw cannotExpand(full);
    }
    value = structuredClone(entry.obj);
    node[head] = value;
  }
  if (value === null || rest.length === 0) return;
  if (typeof value !== "object") throw cannotExpand(full);
  expandPath(store, account, value, rest, full);
}

function cannotExpand(path: string): StripeError {
  return new StripeError(
    400,
    "invalid_request_error",
    `This property cannot be expanded (${path}).`,
    {
      param: "expand",
    },
  );
}
