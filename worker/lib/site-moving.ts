import { ApiError } from "../errors";

/**
 * A site whose rows are being copied to another database (ADR 0014, "Moving a site") takes
 * no writes until its directory row is switched: a write made in the old database after its
 * table was copied would be lost with the old rows. Reads go on as usual.
 */

/** Methods that change nothing, answered while a site moves. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How long a client, or a queue message, waits before trying a write again. */
export const SITE_MOVING_RETRY_SECONDS = 60;

/** A request's write to a moving site: 503 with Retry-After. */
export function refuseWriteWhileMoving(method: string, site: { movingSince: Date | null }) {
  if (site.movingSince && !READS.has(method.toUpperCase())) {
    throw new ApiError(
      "site_moving",
      "This site is moving to new storage. Try again in a minute.",
      undefined,
      SITE_MOVING_RETRY_SECONDS,
    );
  }
}

/** Background work on a moving site: its queue message is retried once the move is done. */
export class SiteMoving extends Error {}

export function refuseWorkWhileMoving(site: { id: string; movingSince: Date | null }) {
  if (site.movingSince) throw new SiteMoving(`Site ${site.id} is moving`);
}
