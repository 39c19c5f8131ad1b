/**
 * Stripe objects are plain JSON built from Stripe's fixtures; their shapes are Stripe's, not
 * ours, so the emulator handles them as loosely typed records and the fixture test checks them.
 */
// biome-ignore lint/suspicious/noExplicitAny: Stripe's object shapes are checked against its fixtures, not by TypeScript.
export type Obj = Record<string, any>;

/** Decoded request parameters: nested records, arrays and strings (form values are strings). */
export type Params = Obj;
