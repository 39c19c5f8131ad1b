import type { Ctx } from "../lib/context";
import { badValue, missingParam } from "../lib/errors";
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
  optionalRecord,
  optionalString,
  requiredString,
} from "../lib/params";
import type { Obj, Params } from "../lib/types";
import { type Route, route } from "./router";

/** Products and Prices: what a subscription is for and what it costs. */

function createProduct(ctx: Ctx, params: Params, parent?: string): Obj {
  const label = (key: string) => (parent ? `${parent}[${key}]` : key);
  const now = ctx.emu.store.now();
  const product = fromFixture("product", {
    id: newId("prod"),
    active: optionalBoolean(params, "active", label("active")) ?? true,
    created: now,
    default_price: null,
    description: optionalString(params, "description", label("description")) || null,
    images: [],
    marketing_features: [],
    metadata: mergeMetadata({}, params),
    name: requiredString(params, "name", label("name")),
    package_dimensions: null,
    statement_descriptor: optionalString(params, "statement_descriptor") || null,
    unit_label: optionalString(params, "unit_label") || null,
    updated: now,
    type: "service",
  });
  ctx.emu.store.insert(ctx.account, product);
  emitEvent(ctx, "product.created", product);
  return product;
}

function findProduct(ctx: Ctx, id: string, param = "id"): Obj {
  return ctx.emu.store.find(ctx.account, "product", id, "product", param).obj;
}

export function findPrice(ctx: Ctx, id: string, param = "id"): Obj {
  return ctx.emu.store.find(ctx.account, "price", id, "price", param).obj;
}

function createPrice(ctx: Ctx, params: Params): Obj {
  allowOnly(params, [
    "unit_amount",
    "currency",
    "recurring",
    "product",
    "product_data",
    "nickname",
    "metadata",
    "active",
    "lookup_key",
    "tax_behavior",
  ]);
  const currency = requiredString(params, "currency").toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw badValue("currency", `Invalid currency: ${currency}`);
  const unitAmount = optionalInteger(params, "unit_amount");
  if (unitAmount === undefined) throw missingParam("unit_amount");
  if (unitAmount < 0) throw badValue("unit_amount", "Invalid unit_amount: must be at least 0");
  let productId = optionalString(params, "product");
  const productData = optionalRecord(params, "product_data");
  if (productId && productData) {
    throw badValue(
      "product",
      "You may only specify one of these parameters: product, product_data.",
    );
  }
  if (productId) findProduct(ctx, productId, "product");
  else if (productData) productId = createProduct(ctx, productData, "product_data").id;
  else throw missingParam("product");
  const recurringInput = optionalRecord(params, "recurring");
  let recurring: Obj | null = null;
  if (recurringInput) {
    const interval = oneOf(
      requiredString(recurringInput, "interval", "recurring[interval]"),
      ["day", "week", "month", "year"],
      "recurring[interval]",
    );
    const count =
      optionalInteger(recurringInput, "interval_count", "recurring[interval_count]") ?? 1;
    if (count < 1) throw badValue("recurring[interval_count]", "Invalid interval_count");
    recurring = {
      interval,
      interval_count: count,
      meter: null,
      usage_type: "licensed",
      trial_period_days: null,
    };
  }
  const price = fromFixture("price", {
    id: newId("price"),
    active: optionalBoolean(params, "active") ?? true,
    created: ctx.emu.store.now(),
    currency,
    custom_unit_amount: null,
    lookup_key: optionalString(params, "lookup_key") || null,
    metadata: mergeMetadata({}, params),
    nickname: optionalString(params, "nickname") || null,
    product: productId,
    recurring,
    tax_behavior: optionalString(params, "tax_behavior") ?? "unspecified",
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  });
  ctx.emu.store.insert(ctx.account, price);
  emitEvent(ctx, "price.created", price);
  return price;
}

function update(ctx: Ctx, obj: Obj, eventType: string, change: (obj: Obj) => void): Obj {
  const before = structuredClone(obj);
  change(obj);
  const previous = changedFields(before, obj);
  if (Object.keys(previous).length > 0) {
    if ("updated" in obj) obj.updated = ctx.emu.store.now();
    emitEvent(ctx, eventType, obj, { previous });
  }
  return obj;
}

const PAGE = ["limit", "starting_after", "ending_before", "created"];

export const catalogRoutes: Route[] = [
  route("POST", "/v1/products", (ctx, params) => {
    allowOnly(params, [
      "name",
      "description",
      "active",
      "metadata",
      "statement_descriptor",
      "unit_label",
    ]);
    return createProduct(ctx, params);
  }),
  route("GET", "/v1/products/:id", (ctx, _params, path) => findProduct(ctx, path.id as string)),
  route("POST", "/v1/products/:id", (ctx, params, path) => {
    allowOnly(params, ["name", "description", "active", "metadata", "default_price"]);
    const product = findProduct(ctx, path.id as string);
    return update(ctx, product, "product.updated", (p) => {
      const name = optionalString(params, "name");
      if (name !== undefined) {
        if (!name) throw badValue("name", "You must provide a non-empty name.");
        p.name = name;
      }
      const description = optionalString(params, "description");
      if (description !== undefined) p.description = description || null;
      p.active = optionalBoolean(params, "active") ?? p.active;
      const defaultPrice = optionalString(params, "default_price");
      if (defaultPrice !== undefined) {
        if (defaultPrice) findPrice(ctx, defaultPrice, "default_price");
        p.default_price = defaultPrice || null;
      }
      p.metadata = mergeMetadata(p.metadata, params);
    });
  }),
  route("GET", "/v1/products", (ctx, params) => {
    allowOnly(params, [...PAGE, "active", "ids"]);
    const active = optionalBoolean(params, "active");
    const ids = Array.isArray(params.ids) ? (params.ids as string[]) : undefined;
    const products = ctx.emu.store
      .all(ctx.account, "product")
      .map((e) => e.obj)
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => !ids || ids.includes(p.id))
      .filter((p) => matchesCreated(p.created, params.created));
    return listObject(products, params, "/v1/products");
  }),
  route("POST", "/v1/prices", (ctx, params) => createPrice(ctx, params)),
  route("GET", "/v1/prices/:id", (ctx, _params, path) => findPrice(ctx, path.id as string)),
  route("POST", "/v1/prices/:id", (ctx, params, path) => {
    allowOnly(params, ["active", "metadata", "nickname", "lookup_key"]);
    const price = findPrice(ctx, path.id as string);
    return update(ctx, price, "price.updated", (p) => {
      p.active = optionalBoolean(params, "active") ?? p.active;
      const nickname = optionalString(params, "nickname");
      if (nickname !== undefined) p.nickname = nickname || null;
      const lookupKey = optionalString(params, "lookup_key");
      if (lookupKey !== undefined) p.lookup_key = lookupKey || null;
      p.metadata = mergeMetadata(p.metadata, params);
    });
  }),
  route("GET", "/v1/prices", (ctx, params) => {
    allowOnly(params, [
      ...PAGE,
      "active",
      "product",
      "type",
      "currency",
      "lookup_keys",
      "recurring",
    ]);
    const active = optionalBoolean(params, "active");
    const product = optionalString(params, "product");
    const type = optionalString(params, "type");
    const currency = optionalString(params, "currency");
    const lookupKeys = Array.isArray(params.lookup_keys)
      ? (params.lookup_keys as string[])
      : undefined;
    const prices = ctx.emu.store
      .all(ctx.account, "price")
      .map((e) => e.obj)
      .filter((p) => active === undefined || p.active === active)
      .filter((p) => !product || p.product === product)
      .filter((p) => !type || p.type === type)
      .filter((p) => !currency || p.currency === currency)
      .filter((p) => !lookupKeys || lookupKeys.includes(p.lookup_key))
      .filter((p) => matchesCreated(p.created, params.created));
    return listObject(prices, params, "/v1/prices");
  }),
];
