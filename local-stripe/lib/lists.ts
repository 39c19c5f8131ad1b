import { StripeError } from "./errors";
import { optionalInteger, optionalString } from "./params";
import type { Obj, Params } from "./types";

/**
 * A Stripe list object from objects already filtered and sorted newest first:
 * `limit` (1–100, default 10), `starting_after`, `ending_before`, `has_more`, `url`.
 */
export function listObject(items: Obj[], params: Params, url: string): Obj {
  const limit = optionalInteger(params, "limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw new StripeError(
      400,
      "invalid_request_error",
      "Invalid limit: must be between 1 and 100",
      {
        param: "limit",
      },
    );
  }
  const startingAfter = optionalString(params, "starting_after");
  const endingBefore = optionalString(params, "ending_before");
  let page: Obj[];
  let hasMore: boolean;
  if (startingAfter) {
    const index = indexOf(items, startingAfter, "starting_after");
    const rest = items.slice(index + 1);
    page = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (endingBefore) {
    const index = indexOf(items, endingBefore, "ending_before");
    const before = items.slice(0, index);
    page = before.slice(Math.max(0, before.length - limit));
    hasMore = before.length > limit;
  } else {
    page = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  return { object: "list", data: page, has_more: hasMore, url };
}

function indexOf(items: Obj[], id: string, param: string): number {
  const index = items.findIndex((item) => item.id === id);
  if (index === -1) {
    throw new StripeError(404, "invalid_request_error", `No such object: '${id}'`, {
      code: "resource_missing",
      param,
    });
  }
  return index;
}

/** Stripe's `created` filter: a timestamp or `created[gt|gte|lt|lte]`. */
export function matchesCreated(created: number, filter: unknown): boolean {
  if (filter === undefined) return true;
  if (typeof filter === "string") return created === Number(filter);
  if (typeof filter !== "object" || filter === null) return true;
  const range = filter as Record<string, string>;
  if (range.gt !== undefined && !(created > Number(range.gt))) return false;
  if (range.gte !== undefined && !(created >= Number(range.gte))) return false;
  if (range.lt !== undefined && !(created < Number(range.lt))) return false;
  if (range.lte !== undefined && !(created <= Number(range.lte))) return false;
  return true;
}
