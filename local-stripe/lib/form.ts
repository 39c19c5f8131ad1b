import type { Params } from "./types";

/**
 * Decodes Stripe's form encoding (`a[b][0][c]=x`, `expand[]=y`) into nested records.
 * Numeric and empty brackets make arrays, as Stripe's own decoder does.
 */
export function parseForm(body: string): Params {
  const root: Params = {};
  if (!body) return root;
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const segments = keySegments(rawKey);
    if (!segments) continue;
    assign(root, segments, value);
  }
  return arraysFromIndexedRecords(root) as Params;
}

function keySegments(key: string): string[] | null {
  const first = key.indexOf("[");
  if (first === -1) return [key];
  const segments = [key.slice(0, first)];
  const rest = key.slice(first);
  const pattern = /\[([^\]]*)\]/g;
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) return null;
    segments.push(match[1] ?? "");
    consumed = match.index + match[0].length;
  }
  return consumed === rest.length ? segments : null;
}

function assign(target: Params, segments: string[], value: string): void {
  let node: Params = target;
  for (let i = 0; i < segments.length; i++) {
    let segment = segments[i] as string;
    const last = i === segments.length - 1;
    // `[]` appends: give it the next free index so it becomes an array later.
    if (segment === "") segment = String(Object.keys(node).length);
    if (last) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next !== "object" || next === null) node[segment] = {};
    node = node[segment];
  }
}

/** Records whose keys are all 0..n-1 become arrays (Stripe's `items[0][price]`). */
function arraysFromIndexedRecords(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  for (const key of keys) record[key] = arraysFromIndexedRecords(record[key]);
  const numeric = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (!numeric) return record;
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => record[String(k)]);
}
