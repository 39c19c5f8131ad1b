import { z } from "zod";

/**
 * The answer of a call that only acknowledges (the work, if any, goes on in the background).
 * Not in common.ts: the browser loads that one, and answer schemas have no business there.
 */
export const okResponse = z.object({ ok: z.literal(true) });
