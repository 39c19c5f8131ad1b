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
export const answers = (
  status: 200 | 201 | 202,
  schema: z.ZodType,
  description: string,
  options: { etag?: boolean } = {},
) =>
  describeRoute({
    responses: {
      [status]: {
        description,
        content: { "application/json": { schema: resolver(schema) } },
        ...(options.etag ? { headers: { ETag: ETAG_HEADER } } : {}),
      },
    },
  });

/** A resource's version, for a conditional save (If-Match; worker/lib/preconditions.ts). */
const ETAG_HEADER = {
  description: "The version read: send it as If-Match on a save, which answers 412 if it moved",
  schema: { type: "string" as const },
};

/** An empty answer. */
export const answersNothing = (description: string) =>
  describeRoute({ responses: { 204: { description } } });

/**
 * An answer that is a stored file's bytes, not JSON (media): any type the file was stored
 * with, so the body has no schema. 304 when the caller's If-None-Match still holds.
 */
export const answersFile = (description: string) =>
  describeRoute({
    responses: {
      200: { description, content: { "*/*": {} } },
      304: { description: "Not modified: the copy the caller holds (If-None-Match) is current" },
    },
  });

/** A download that is not JSON (a ZIP archive, a CSV): its media type, as bytes. */
export const answersDownload = (mime: string, description: string) =>
  describeRoute({
    responses: {
      200: {
        description,
        content: { [mime]: { schema: { type: "string", format: "binary" } } },
      },
    },
  });
