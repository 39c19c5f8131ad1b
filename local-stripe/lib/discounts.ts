import {
  findCoupon,
  findPromotionCode,
  promotionCodeProblem,
  refreshValidity,
} from "../api/coupons";
import { customerNow } from "../api/customers";
import type { Ctx } from "./context";
import { badValue } from "./errors";
import { changedFields, emitEvent } from "./events";
import { fromFixture } from "./fixtures";
import { newId } from "./ids";
import { optionalString } from "./params";
import { periodBoundary } from "./periods";
import type { Obj, Params } from "./types";

/**
 * Discounts on subscriptions: made from a coupon or a promotion code, applied to each invoice
 * the coupon's duration covers (once: the first invoice with something to pay; repeating: the
 * invoices within duration_in_months of the start; forever), then removed.
 */

export type DiscountInput = { coupon: string; promotionCode: string | null };

/** `discounts[n][coupon|promotion_code]` checked: each must be redeemable now by this customer. */
export function readDiscounts(
  ctx: Ctx,
  value: unknown,
  customer: Obj | null,
  label = "discounts",
): DiscountInput[] {
  if (value === undefined || value === "") return [];
  if (!Array.isArray(value)) throw badValue(label, `Invalid array: ${label}`);
  if (value.length > 1) throw badValue(label, "The local Stripe supports one discount.");
  return (value as Params[]).map((d, i) => {
    const couponId = optionalString(d, "coupon", `${label}[${i}][coupon]`);
    const promoId = optionalString(d, "promotion_code", `${label}[${i}][promotion_code]`);
    if (!couponId === !promoId) {
      throw badValue(`${label}[${i}]`, "Specify exactly one of coupon or promotion_code.");
    }
    if (promoId) {
      const promo = findPromotionCode(ctx, promoId, `${label}[${i}][promotion_code]`).obj;
      const problem = promotionCodeProblem(ctx, promo, customer);
      if (problem) badValueThrow(`${label}[${i}][promotion_code]`, problem);
      return { coupon: promo.promotion.coupon, promotionCode: promo.id };
    }
    const coupon = findCoupon(ctx, couponId as string, `${label}[${i}][coupon]`).obj;
    refreshValidity(coupon, customerNow(ctx.emu.store, customer));
    if (!coupon.valid)
      badValueThrow(`${label}[${i}][coupon]`, `Coupon ${coupon.id} is no longer valid.`);
    return { coupon: coupon.id, promotionCode: null };
  });
}

function badValueThrow(param: string, message: string): never {
  throw badValue(param, message);
}

/** Makes the discount objects of a new subscription and counts the redemptions. */
export function attachDiscounts(
  ctx: Ctx,
  subscription: Obj,
  inputs: DiscountInput[],
  at: number,
  checkoutSession: string | null = null,
): string[] {
  const store = ctx.emu.store;
  return inputs.map((input) => {
    const coupon = store.get(input.coupon)?.obj as Obj;
    const end =
      coupon.duration === "repeating"
        ? periodBoundary(at, "month", coupon.duration_in_months, 1)
        : null;
    const discount = fromFixture("discount", {
      id: newId("di"),
      checkout_session: checkoutSession,
      customer: subscription.customer,
      customer_account: null,
      end,
      invoice: null,
      invoice_item: null,
      promotion_code: input.promotionCode,
      source: { coupon: coupon.id, type: "coupon" },
      start: at,
      subscription: subscription.id,
      subscription_item: null,
    });
    store.insert(ctx.account, discount);
    coupon.times_redeemed += 1;
    refreshValidity(coupon, at);
    if (input.promotionCode) {
      const promo = store.get(input.promotionCode)?.obj;
      if (promo) promo.times_redeemed += 1;
    }
    emitEvent(ctx, "customer.discount.created", discount, { at });
    return discount.id as string;
  });
}

/** The discount one coupon gives on an amount. */
export function discountAmount(coupon: Obj, amount: number): number {
  if (amount <= 0) return 0;
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  return Math.min(amount, coupon.amount_off ?? 0);
}

/** The subscription's discounts that apply to an invoice made at `at`. */
export function applicableDiscounts(ctx: Ctx, subscription: Obj, at: number): Obj[] {
  return (subscription.discounts ?? [])
    .map((id: string) => ctx.emu.store.get(id)?.obj)
    .filter((d: Obj | undefined): d is Obj => Boolean(d) && (d?.end === null || at < d?.end));
}

/** After an invoice: once-discounts that were used and repeating ones that ran out are removed. */
export function retireDiscounts(ctx: Ctx, subscription: Obj, usedOnAmount: number, at: number) {
  const store = ctx.emu.store;
  const keep = (subscription.discounts ?? []).filter((id: string) => {
    const discount = store.get(id)?.obj;
    if (!discount) return false;
    const coupon = store.get(discount.source.coupon)?.obj;
    if (coupon?.duration === "once") return usedOnAmount <= 0;
    return discount.end === null || at < discount.end;
  });
  if (keep.length === (subscription.discounts ?? []).length) return;
  const before = structuredClone(subscription);
  for (const id of subscription.discounts as string[]) {
    if (!keep.includes(id)) {
      const discount = store.get(id)?.obj;
      if (discount) emitEvent(ctx, "customer.discount.deleted", discount, { at });
    }
  }
  subscription.discounts = keep;
  emitEvent(ctx, "customer.subscription.updated", subscription, {
    previous: changedFields(before, subscription),
    at,
  });
}
