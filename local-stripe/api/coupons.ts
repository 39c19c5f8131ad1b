import type { Ctx } from "../lib/context";
import { badValue, missingParam, noSuch, notImplemented, StripeError } from "../lib/errors";
import { changedFields, emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject, matchesCreated } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  oneOf,
  optionalBoolean,
  optionalInteger,
  optionalNumber,
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import type { Entry } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import { customerNow } from "./customers";
import { type Route, route } from "./router";

/** Coupons and the promotion codes customers type in for them. */

const LIST = ["limit", "starting_after", "ending_before", "created"];

function randomCode(): string {
  return newId("x").slice(-8).toUpperCase();
}

function createCoupon(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "id",
    "percent_off",
    "amount_off",
    "currency",
    "duration",
    "duration_in_months",
    "max_redemptions",
    "redeem_by",
    "name",
    "metadata",
    "applies_to",
    "currency_options",
  ]);
  if (params.applies_to !== undefined) throw notImplemented("applies_to");
  if (params.currency_options !== undefined) throw notImplemented("currency_options");
  const now = ctx.emu.store.now();
  const percentOff = optionalNumber(params, "percent_off");
  const amountOff = optionalInteger(params, "amount_off");
  if (percentOff === undefined && amountOff === undefined) {
    throw missingParam("percent_off");
  }
  if (percentOff !== undefined && amountOff !== undefined) {
    throw badValue(
      "amount_off",
      "You may only specify one of these parameters: amount_off, percent_off.",
    );
  }
  if (percentOff !== undefined && (percentOff <= 0 || percentOff > 100)) {
    throw badValue("percent_off", "Percent off must be greater than 0 and at most 100.");
  }
  const currency = optionalString(params, "currency")?.toLowerCase() || null;
  if (amountOff !== undefined) {
    if (amountOff < 1) throw badValue("amount_off", "Invalid positive integer");
    if (!currency) throw missingParam("currency");
  }
  const duration =
    oneOf(optionalString(params, "duration"), ["once", "repeating", "forever"], "duration") ??
    "once";
  const months = optionalInteger(params, "duration_in_months");
  if (duration === "repeating" && (months === undefined || months < 1)) {
    throw missingParam("duration_in_months");
  }
  if (duration !== "repeating" && months !== undefined) {
    throw badValue(
      "duration_in_months",
      "duration_in_months can only be set when duration is repeating.",
    );
  }
  const maxRedemptions = optionalInteger(params, "max_redemptions");
  if (maxRedemptions !== undefined && maxRedemptions < 1) {
    throw badValue("max_redemptions", "Invalid positive integer");
  }
  const redeemBy = optionalInteger(params, "redeem_by");
  if (redeemBy !== undefined && redeemBy <= now) {
    throw badValue("redeem_by", "redeem_by must be in the future.");
  }
  const id = optionalString(params, "id") || newId("x").slice(-8);
  if (ctx.emu.store.get(id)) {
    throw new StripeError(400, "invalid_request_error", "Coupon already exists.", {
      code: "resource_already_exists",
      param: "id",
    });
  }
  const coupon = fromFixture("coupon", {
    id,
    amount_off: amountOff ?? null,
    created: now,
    currency: amountOff !== undefined ? currency : null,
    duration,
    duration_in_months: months ?? null,
    livemode: false,
    max_redemptions: maxRedemptions ?? null,
    metadata: mergeMetadata({}, params),
    name: optionalString(params, "name") || null,
    percent_off: percentOff ?? null,
    redeem_by: redeemBy ?? null,
    times_redeemed: 0,
    valid: true,
  });
  ctx.emu.store.insert(ctx.account, coupon);
  emitEvent(ctx, "coupon.created", coupon);
  return coupon;
}

export function findCoupon(ctx: Ctx, id: string, param = "id"): Entry {
  const entry = ctx.emu.store.find(ctx.account, "coupon", id, "coupon", param);
  if (entry.internal.deleted) throw noSuch("coupon", id, param);
  return entry;
}

/** `valid` as Stripe computes it: not past redeem_by, redemptions left, not deleted. */
export function refreshValidity(coupon: Obj, now: number): void {
  coupon.valid =
    (coupon.redeem_by === null || now < coupon.redeem_by) &&
    (coupon.max_redemptions === null || coupon.times_redeemed < coupon.max_redemptions);
}

function createPromotionCode(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "promotion",
    "coupon",
    "code",
    "active",
    "customer",
    "expires_at",
    "max_redemptions",
    "metadata",
    "restrictions",
  ]);
  const promotion = optionalRecord(params, "promotion");
  if (promotion) {
    oneOf(requiredString(promotion, "type", "promotion[type]"), ["coupon"], "promotion[type]");
  }
  const couponId =
    (promotion ? optionalString(promotion, "coupon", "promotion[coupon]") : undefined) ??
    optionalString(params, "coupon");
  if (!couponId) throw missingParam("promotion[coupon]");
  const coupon = findCoupon(ctx, couponId, promotion ? "promotion[coupon]" : "coupon").obj;
  const now = ctx.emu.store.now();
  const code = optionalString(params, "code") || randomCode();
  if (!/^[a-zA-Z0-9_-]{1,500}$/.test(code)) {
    throw badValue("code", "Codes may contain only letters, digits, dashes and underscores.");
  }
  const active = optionalBoolean(params, "active") ?? true;
  const clash = ctx.emu.store
    .all(ctx.account, "promotion_code")
    .some((e) => e.obj.active && e.obj.code.toLowerCase() === code.toLowerCase());
  if (active && clash) {
    throw badValue("code", `An active promotion code with \`code: ${code}\` already exists.`);
  }
  const customer = optionalString(params, "customer") || null;
  if (customer) ctx.emu.store.find(ctx.account, "customer", customer, "customer", "customer");
  const expiresAt = optionalInteger(params, "expires_at") ?? null;
  if (expiresAt !== null && expiresAt <= now)
    throw badValue("expires_at", "expires_at must be in the future.");
  const maxRedemptions = optionalInteger(params, "max_redemptions") ?? null;
  if (maxRedemptions !== null && maxRedemptions < 1) {
    throw badValue("max_redemptions", "Invalid positive integer");
  }
  const restrictions = optionalRecord(params, "restrictions") ?? {};
  allowOnly(restrictions, ["first_time_transaction"]);
  const promotionCode = fromFixture("promotion_code", {
    id: newId("promo"),
    active,
    code,
    created: now,
    customer,
    customer_account: null,
    expires_at: expiresAt,
    livemode: false,
    max_redemptions: maxRedemptions,
    metadata: mergeMetadata({}, params),
    promotion: { coupon: coupon.id, type: "coupon" },
    restrictions: {
      first_time_transaction:
        optionalBoolean(
          restrictions,
          "first_time_transaction",
          "restrictions[first_time_transaction]",
        ) ?? false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  });
  ctx.emu.store.insert(ctx.account, promotionCode);
  emitEvent(ctx, "promotion_code.created", promotionCode);
  return promotionCode;
}

export function findPromotionCode(ctx: Ctx, id: string, param = "id"): Entry {
  return ctx.emu.store.find(ctx.account, "promotion_code", id, "promotion_code", param);
}

/** Why a promotion code cannot be redeemed now by this customer, or null when it can. */
export function promotionCodeProblem(ctx: Ctx, promo: Obj, customer: Obj | null): string | null {
  const now = customerNow(ctx.emu.store, customer);
  const coupon = ctx.emu.store.get(promo.promotion.coupon);
  if (coupon) refreshValidity(coupon.obj, now);
  if (
    !promo.active ||
    !coupon ||
    coupon.internal.deleted ||
    !coupon.obj.valid ||
    (promo.expires_at !== null && now >= promo.expires_at) ||
    (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions) ||
    (promo.customer !== null && promo.customer !== customer?.id)
  ) {
    return "This code is invalid.";
  }
  return null;
}

export const couponRoutes: Route[] = [
  route("POST", "/v1/coupons", (ctx, params) => createCoupon(ctx, params)),
  route("GET", "/v1/coupons/:id", (ctx, _p, path) => {
    const entry = findCoupon(ctx, path.id as string);
    refreshValidity(entry.obj, ctx.emu.store.now());
    return entry.obj;
  }),
  route("POST", "/v1/coupons/:id", (ctx, params, path) => {
    allowOnly(params, ["name", "metadata"]);
    const coupon = findCoupon(ctx, path.id as string).obj;
    const before = structuredClone(coupon);
    const name = optionalString(params, "name");
    if (name !== undefined) coupon.name = name || null;
    coupon.metadata = mergeMetadata(coupon.metadata, params);
    const previous = changedFields(before, coupon);
    if (Object.keys(previous).length > 0) emitEvent(ctx, "coupon.updated", coupon, { previous });
    return coupon;
  }),
  // A deleted coupon can no longer be redeemed; discounts already made from it keep applying.
  route("DELETE", "/v1/coupons/:id", (ctx, params, path) => {
    allowOnly(params, []);
    const entry = findCoupon(ctx, path.id as string);
    entry.internal.deleted = true;
    entry.obj.valid = false;
    emitEvent(ctx, "coupon.deleted", entry.obj);
    return fromFixture("deleted_coupon", { id: entry.obj.id, deleted: true });
  }),
  route("GET", "/v1/coupons", (ctx, params) => {
    allowOnly(params, LIST);
    const now = ctx.emu.store.now();
    const coupons = ctx.emu.store
      .all(ctx.account, "coupon")
      .filter((e) => !e.internal.deleted)
      .map((e) => {
        refreshValidity(e.obj, now);
        return e.obj;
      })
      .filter((c) => matchesCreated(c.created, params.created));
    return listObject(coupons, params, "/v1/coupons");
  }),
  route("POST", "/v1/promotion_codes", (ctx, params) => createPromotionCode(ctx, params)),
  route(
    "GET",
    "/v1/promotion_codes/:id",
    (ctx, _p, path) => findPromotionCode(ctx, path.id as string).obj,
  ),
  route("POST", "/v1/promotion_codes/:id", (ctx, params, path) => {
    allowOnly(params, ["active", "metadata", "restrictions"]);
    const promo = findPromotionCode(ctx, path.id as string).obj;
    const before = structuredClone(promo);
    const active = optionalBoolean(params, "active");
    if (active !== undefined) promo.active = active;
    promo.metadata = mergeMetadata(promo.metadata, params);
    const previous = changedFields(before, promo);
    if (Object.keys(previous).length > 0) {
      emitEvent(ctx, "promotion_code.updated", promo, { previous });
    }
    return promo;
  }),
  route("GET", "/v1/promotion_codes", (ctx, params) => {
    allowOnly(params, [...LIST, "active", "code", "coupon", "customer"]);
    const active = optionalBoolean(params, "active");
    const code = optionalString(params, "code");
    const coupon = optionalString(params, "coupon");
    const customer = optionalString(params, "customer");
    const codes = ctx.emu.store
      .all(ctx.account, "promotion_code")
      .map((e) => e.obj)
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => !code || p.code.toLowerCase() === code.toLowerCase())
      .filter((p) => !coupon || p.promotion.coupon === coupon)
      .filter((p) => !customer || p.customer === customer)
      .filter((p) => matchesCreated(p.created, params.created));
    return listObject(codes, params, "/v1/promotion_codes");
  }),
];
