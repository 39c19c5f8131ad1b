import { readFileSync } from "node:fs";
import path from "node:path";
import type { Obj } from "./types";

const file = path.join(import.meta.dirname, "../fixtures/stripe-fixtures.json");
const resources = (JSON.parse(readFileSync(file, "utf8")) as { resources: Obj }).resources;

/** Stripe's own example of a resource (a fresh deep copy): every object we answer starts here. */
export function fixture(name: string): Obj {
  const value = resources[name];
  if (!value) throw new Error(`No Stripe fixture for ${name}`);
  return structuredClone(value);
}

/**
 * The fixture with our state laid over it. Overriding a key the fixture lacks is a bug in the
 * emulator (the shape would drift from Stripe's), unless the key is named in `extraKeys`.
 */
export function fromFixture(name: string, state: Obj, extraKeys: string[] = []): Obj {
  const base = fixture(name);
  for (const [key, value] of Object.entries(state)) {
    if (!(key in base) && !extraKeys.includes(key)) {
      throw new Error(`local Stripe: ${name} has no field ${key}`);
    }
    base[key] = value;
  }
  return base;
}
