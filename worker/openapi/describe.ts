import { describeRoute } from "hono-openapi";

/**
 * Per-route notes for the OpenAPI document, where a route differs from its area's default
 * (manage: a session or an API token; site: a session, optionally; the rest: none).
 */

/** Anyone may call it (sign-in, sign-up, early sign-ups). */
export const openToAll = describeRoute({ security: [] });

/** A signed-in person's session only: API tokens are refused here (403). */
export const sessionOnly = describeRoute({ security: [{ session: [] }] });
