import { MAX_SUBSCRIBER_CSV_BYTES, SUBSCRIBER_CSV_TYPE } from "@schema/api/subscriber-imports";
import type { Env } from "../../env";
import { ApiError } from "../../errors";
import { uploadUrl } from "../media/upload-signing";
import type { Site } from "../sites/lookup";

/**
 * Subscriber CSVs take the kitchen's image path to R2 (a signed, expiring URL the browser
 * PUTs to, worker/routes/uploads.ts) under a key of their own,
 * sites/{siteId}/subscriber-imports/{uuid}.csv, which /media refuses to serve: the file is
 * a list of people's addresses, read only by the import job.
 */

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const KEY_PATTERN = new RegExp(`^sites/(${UUID})/subscriber-imports/${UUID}\\.csv$`);

export const isSubscriberCsvKey = (key: string) => key.includes("/subscriber-imports/");

/** The site a subscriber CSV key was issued for, or null for anything else. */
export function parseSubscriberCsvKey(key: string): { siteId: string } | null {
  const match = KEY_PATTERN.exec(key);
  return match?.[1] ? { siteId: match[1] } : null;
}

export async function issueSubscriberCsvUploadUrl(
  env: Parameters<typeof uploadUrl>[0],
  site: Site,
) {
  const key = `sites/${site.id}/subscriber-imports/${crypto.randomUUID()}.csv`;
  return { ...(await uploadUrl(env, key)), maxBytes: MAX_SUBSCRIBER_CSV_BYTES };
}

const tooLarge = () =>
  new ApiError(
    "payload_too_large",
    `Subscriber files may be at most ${MAX_SUBSCRIBER_CSV_BYTES / 1024 / 1024} MB`,
  );

/**
 * PUT of a subscriber CSV to its signed URL: streamed into R2 without being held in memory
 * (a FixedLengthStream gives R2 the length it needs and refuses a body of any other size).
 */
export async function storeSubscriberCsv(
  env: Pick<Env, "MEDIA">,
  key: string,
  target: { siteId: string },
  request: Request,
) {
  const sent = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (sent !== SUBSCRIBER_CSV_TYPE) {
    throw new ApiError("bad_request", "This link takes a CSV file", [
      { path: "contentType", message: `Send the file as ${SUBSCRIBER_CSV_TYPE}` },
    ]);
  }
  const length = Number(request.headers.get("Content-Length") ?? "");
  if (!request.headers.get("Content-Length") || !Number.isSafeInteger(length) || length < 0) {
    throw new ApiError("bad_request", "Send the file with its Content-Length");
  }
  if (length === 0 || !request.body) throw new ApiError("bad_request", "The file is empty");
  if (length > MAX_SUBSCRIBER_CSV_BYTES) throw tooLarge();
  const { readable, writable } = new FixedLengthStream(length);
  const [, stored] = await Promise.all([
    request.body.pipeTo(writable),
    env.MEDIA.put(key, readable, {
      httpMetadata: { contentType: SUBSCRIBER_CSV_TYPE },
      customMetadata: { siteId: target.siteId },
    }),
  ]);
  return { key, bytes: stored?.size ?? length };
}
