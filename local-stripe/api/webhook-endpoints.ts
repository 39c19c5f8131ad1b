import type { Ctx } from "../lib/context";
import { badValue } from "../lib/errors";
import { fromFixture } from "../lib/fixtures";
import { newId, newSecret } from "../lib/ids";
import { listObject } from "../lib/lists";
import {
  allowOnly,
  mergeMetadata,
  optionalBoolean,
  optionalString,
  requiredString,
} from "../lib/params";
import { type Entry, PLATFORM_ACCOUNT } from "../lib/store";
import type { Obj, Params } from "../lib/types";
import type { EndpointConfig } from "../lib/webhooks";
import { type Route, route } from "./router";

/** An endpoint's public object (Stripe shows the secret only when creating it). */
export function endpointObject(config: EndpointConfig, created: number): Obj {
  return fromFixture("webhook_endpoint", {
    id: config.id,
    api_version: null,
    created,
    description: config.connect
      ? "Connect endpoint (configured at start)"
      : "Platform endpoint (configured at start)",
    enabled_events: config.enabledEvents,
    metadata: {},
    status: "enabled",
    url: config.url,
  });
}

function enabledEvents(params: Params, required: boolean): string[] | undefined {
  const value = params.enabled_events;
  if (value === undefined) {
    if (required) throw badValue("enabled_events", "Missing required param: enabled_events.");
    return undefined;
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((v) => typeof v === "string" && v)) {
    throw badValue("enabled_events", "Invalid array: enabled_events");
  }
  return list as string[];
}

function findEndpoint(ctx: Ctx, id: string): Entry {
  return ctx.emu.store.find(PLATFORM_ACCOUNT, "webhook_endpoint", id, "webhook_endpoint");
}

function platformOnly(ctx: Ctx): void {
  if (ctx.account !== PLATFORM_ACCOUNT) {
    throw badValue("connect", "Webhook endpoints are managed on the platform account.");
  }
}

export const webhookEndpointRoutes: Route[] = [
  route("POST", "/v1/webhook_endpoints", (ctx, params) => {
    allowOnly(params, [
      "url",
      "enabled_events",
      "connect",
      "description",
      "metadata",
      "api_version",
    ]);
    platformOnly(ctx);
    const url = requiredString(params, "url");
    if (!/^https?:\/\//.test(url)) throw badValue("url", "Invalid URL: must be http or https");
    const secret = newSecret("whsec");
    const endpoint = fromFixture("webhook_endpoint", {
      id: newId("we"),
      api_version: optionalString(params, "api_version") ?? null,
      created: ctx.emu.store.now(),
      description: optionalString(params, "description") || null,
      enabled_events: enabledEvents(params, true),
      metadata: mergeMetadata({}, params),
      status: "enabled",
      url,
    });
    ctx.emu.store.insert(PLATFORM_ACCOUNT, endpoint, {
      secret,
      connect: optionalBoolean(params, "connect") ?? false,
    });
    return { ...endpoint, secret };
  }),
  route("GET", "/v1/webhook_endpoints/:id", (ctx, _params, path) => {
    const configured = ctx.emu.webhooks
      .endpoints()
      .find((e) => e.id === path.id && !ctx.emu.store.get(e.id));
    if (configured) return endpointObject(configured, 0);
    return findEndpoint(ctx, path.id as string).obj;
  }),
  route("POST", "/v1/webhook_endpoints/:id", (ctx, params, path) => {
    allowOnly(params, ["url", "enabled_events", "description", "metadata", "disabled"]);
    const entry = findEndpoint(ctx, path.id as string);
    const url = optionalString(params, "url");
    if (url) entry.obj.url = url;
    entry.obj.enabled_events = enabledEvents(params, false) ?? entry.obj.enabled_events;
    const description = optionalString(params, "description");
    if (description !== undefined) entry.obj.description = description || null;
    const disabled = optionalBoolean(params, "disabled");
    if (disabled !== undefined) entry.obj.status = disabled ? "disabled" : "enabled";
    entry.obj.metadata = mergeMetadata(entry.obj.metadata, params);
    return entry.obj;
  }),
  route("DELETE", "/v1/webhook_endpoints/:id", (ctx, _params, path) => {
    const entry = findEndpoint(ctx, path.id as string);
    ctx.emu.store.remove(entry.obj.id);
    return fromFixture("deleted_webhook_endpoint", { id: entry.obj.id });
  }),
  route("GET", "/v1/webhook_endpoints", (ctx, params) => {
    allowOnly(params, ["limit", "starting_after", "ending_before"]);
    platformOnly(ctx);
    const created = ctx.emu.store.all(PLATFORM_ACCOUNT, "webhook_endpoint").map((e) => e.obj);
    const configured = ctx.emu.webhooks
      .endpoints()
      .filter((e) => !ctx.emu.store.get(e.id))
      .map((e) => endpointObject(e, 0));
    return listObject([...created, ...configured], params, "/v1/webhook_endpoints");
  }),
];
