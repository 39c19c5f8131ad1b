import { badValue, missingParam, unknownParam } from "./errors";
import type { Obj, Params } from "./types";

/** Stripe rejects parameters an endpoint does not take; so do we (it catches typos early). */
export function allowOnly(params: Params, allowed: string[]): void {
  for (const key of Object.keys(params)) {
    if (key !== "expand" && !allowed.includes(key)) throw unknownParam(key);
  }
}

export function optionalString(params: Params, name: string, label = name): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw badValue(label, `Invalid string: ${label}`);
  return value;
}

export function requiredString(params: Params, name: string, label = name): string {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") throw missingParam(label);
  return value;
}

export function optionalInteger(params: Params, name: string, label = name): number | undefined {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") return undefined;
  if (!/^-?\d+$/.test(value)) throw badValue(label, `Invalid integer: ${value}`);
  return Number(value);
}

export function optionalNumber(params: Params, name: string, label = name): number | undefined {
  const value = optionalString(params, name, label);
  if (value === undefined || value === "") return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw badValue(label, `Invalid decimal: ${value}`);
  return number;
}

export function optionalBoolean(params: Params, name: string, label = name): boolean | undefined {
  const value = optionalString(params, name, label);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw badValue(label, `Invalid boolean: ${value}`);
  return value === "true";
}

export function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  label: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) {
    throw badValue(label, `Invalid ${label}: must be one of ${allowed.join(", ")}`);
  }
  return value as T;
}

export function optionalRecord(params: Params, name: string, label = name): Obj | undefined {
  const value = params[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) {
    throw badValue(label, `Invalid object: ${label}`);
  }
  return value;
}

/** Metadata as Stripe merges it: keys set to "" are removed; `metadata=` clears all. */
export function mergeMetadata(current: Obj, params: Params): Obj {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === "") return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw badValue("metadata", "Invalid object: metadata");
  }
  const merged: Obj = { ...current };
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== "string") throw badValue(`metadata[${key}]`, "Invalid metadata value");
    if (v === "") delete merged[key];
    else merged[key] = v;
  }
  return merged;
}

/** `expand[]` as a list of dotted paths. */
export function expandList(params: Params): string[] {
  const value = params.expand;
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === "string");
}
