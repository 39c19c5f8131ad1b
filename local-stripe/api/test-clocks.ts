import { advanceClock } from "../lib/clock";
import type { Ctx } from "../lib/context";
import { badValue, StripeError } from "../lib/errors";
import { emitEvent } from "../lib/events";
import { fromFixture } from "../lib/fixtures";
import { newId } from "../lib/ids";
import { listObject } from "../lib/lists";
import { allowOnly, optionalInteger, optionalString } from "../lib/params";
import type { Entry } from "../lib/store";
import { type Route, route } from "./router";

function findClock(ctx: Ctx, id: string): Entry {
  return ctx.emu.store.find(ctx.account, "test_helpers.test_clock", id, "test_clock");
}

export const testClockRoutes: Route[] = [
  route("POST", "/v1/test_helpers/test_clocks", (ctx, params) => {
    allowOnly(params, ["frozen_time", "name"]);
    const frozen = optionalInteger(params, "frozen_time");
    if (frozen === undefined) throw badValue("frozen_time", "Missing required param: frozen_time.");
    const clock = fromFixture("test_helpers.test_clock", {
      id: newId("clock"),
      created: ctx.emu.store.now(),
      deletes_after: ctx.emu.store.now() + 30 * 86_400,
      frozen_time: frozen,
      name: optionalString(params, "name") ?? null,
      status: "ready",
      status_details: {},
    });
    ctx.emu.store.insert(ctx.account, clock);
    emitEvent(ctx, "test_helpers.test_clock.created", clock);
    return clock;
  }),
  route(
    "GET",
    "/v1/test_helpers/test_clocks/:id",
    (ctx, _params, path) => findClock(ctx, path.id as string).obj,
  ),
  route("GET", "/v1/test_helpers/test_clocks", (ctx, params) => {
    allowOnly(params, ["limit", "starting_after", "ending_before"]);
    const clocks = ctx.emu.store.all(ctx.account, "test_helpers.test_clock").map((e) => e.obj);
    return listObject(clocks, params, "/v1/test_helpers/test_clocks");
  }),
  // Stripe advances asynchronously (status `advancing`, then `ready`); here the work is done
  // before answering, so the clock comes back `ready` and callers that poll stop at once.
  route("POST", "/v1/test_helpers/test_clocks/:id/advance", (ctx, params, path) => {
    allowOnly(params, ["frozen_time"]);
    const entry = findClock(ctx, path.id as string);
    const to = optionalInteger(params, "frozen_time");
    if (to === undefined) throw badValue("frozen_time", "Missing required param: frozen_time.");
    if (to <= entry.obj.frozen_time) {
      throw new StripeError(
        400,
        "invalid_request_error",
        "The frozen time must be after the test clock's current frozen time.",
        { param: "frozen_time" },
      );
    }
    emitEvent(ctx, "test_helpers.test_clock.advancing", { ...entry.obj, status: "advancing" });
    advanceClock(ctx.emu, entry.obj.id, to);
    emitEvent(ctx, "test_helpers.test_clock.ready", entry.obj);
    return entry.obj;
  }),
  route("DELETE", "/v1/test_helpers/test_clocks/:id", (ctx, _params, path) => {
    const entry = findClock(ctx, path.id as string);
    ctx.emu.store.remove(entry.obj.id);
    emitEvent(ctx, "test_helpers.test_clock.deleted", entry.obj);
    return fromFixture("deleted_test_helpers.test_clock", { id: entry.obj.id });
  }),
];
