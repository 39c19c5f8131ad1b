import { listObject, matchesCreated } from "../lib/lists";
import { allowOnly, optionalString } from "../lib/params";
import { type Route, route } from "./router";

export const eventRoutes: Route[] = [
  route(
    "GET",
    "/v1/events/:id",
    (ctx, _params, path) =>
      ctx.emu.store.find(ctx.account, "event", path.id as string, "event").obj,
  ),
  route("GET", "/v1/events", (ctx, params) => {
    allowOnly(params, [
      "limit",
      "starting_after",
      "ending_before",
      "created",
      "type",
      "types",
      "delivery_success",
    ]);
    const type = optionalString(params, "type");
    const types = Array.isArray(params.types) ? (params.types as string[]) : undefined;
    // `type` takes Stripe's wildcard form too: `customer.subscription.*`.
    const typeMatches = (t: string) =>
      !type || (type.endsWith(".*") ? t.startsWith(type.slice(0, -1)) : t === type);
    const events = ctx.emu.store
      .all(ctx.account, "event")
      .map((e) => e.obj)
      .filter((e) => typeMatches(e.type))
      .filter((e) => !types || types.includes(e.type))
      .filter((e) => matchesCreated(e.created, params.created));
    return listObject(events, params, "/v1/events");
  }),
];
