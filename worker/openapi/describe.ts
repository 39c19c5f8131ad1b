import { describeRoute, resolver } from "hono-openapi";
import type { z } from "zod";

/**
 * Per-route notes for the OpenAPI document, where a route differs from its area's default
 * (manage: a session or an API token; site: a session, optionally; the rest: none).
 */

/** Anyone may call it (sign-in, sign-up, early sign-ups). */
export const openToAll = describeRoute({ security: [] });

/** A signed-in person's session only: API tokens are refused here (403). */
export const sessionOnly = describeRoute({ security: [{ session: [] }] });

/** A JSON answer whose shape is a zod schema of schema/api. */
export const answers = (status: 200 | 201 | 202, schema: z.ZodType, description: string) =>
  describeRoute({
    responses: {
      [status]: { description, content: { "application/json": { schema: resolver(schema) } } },
    },
  });

/** An empty answer. */
export const answersNothing = (description: string) =>
  describeRoute({ responses: { 204: { description } } });

/** A redirect: the `Location` header says where to go. */
export const answersRedirect = (status: 301 | 302 | 303 | 307 | 308, description: string) =>
  describeRoute({
    responses: {
      [status]: {
        description,
        headers: { Location: { description: "Where to go next", schema: { type: "string" } } },
      },
    },
  });

/** A body that is not JSON (a ZIP archive, a CSV, an image): its media type, as bytes. */
export const answersFile = (mime: string, description: string, status: 200 = 200) =>
  describeRoute({
    responses: {
      [status]: {
        description,
        content: { [mime]: { schema: { type: "string", format: "binary" } } },
      },
    },
  });
