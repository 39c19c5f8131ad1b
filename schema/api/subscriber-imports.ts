import { z } from "zod";
import { slug } from "./common";

/** The largest subscriber CSV the kitchen takes (a 50,000-row Mailchimp export is ~15 MB). */
export const MAX_SUBSCRIBER_CSV_BYTES = 64 * 1024 * 1024;
export const SUBSCRIBER_CSV_TYPE = "text/csv";

export const subscriberImportParam = z.object({ siteSlug: slug, importId: z.uuid() });

/** POST manage/{siteSlug}/subscriber-imports: a CSV uploaded to the key an upload URL gave. */
export const subscriberImportBody = z.object({
  key: z.string().trim().min(1, "Upload the file first").max(300),
  fileName: z.string().trim().max(200).nullable().optional(),
});

const column = z.number().int().min(0).max(499);

/** PUT manage/{siteSlug}/subscriber-imports/{id}/mapping: which columns hold what. */
export const subscriberImportMappingBody = z.object({
  email: column,
  name: column.nullable().default(null),
});

/**
 * POST manage/{siteSlug}/subscriber-imports/{id}/start: the creator attests that everyone in
 * the file agreed to receive their e-mail; the API refuses without it.
 */
export const subscriberImportStartBody = z.object({
  consent: z.literal(true, "Confirm that these people agreed to receive your e-mails"),
});

/** GET manage/{siteSlug}/subscriber-imports/{id}/rows: the report, a page at a time. */
export const subscriberImportRowsQuery = z.object({
  outcome: z
    .enum([
      "new",
      "imported",
      "already_subscribed",
      "suppressed",
      "invalid",
      "duplicate",
      "opted_out",
      /** Every row not imported. */
      "skipped",
      /** Rows with a paid plan on the other platform (imported, or to import, as free). */
      "paid_elsewhere",
    ])
    .default("skipped"),
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export type {
  SubscriberImportListResponse,
  SubscriberImportResponse,
  SubscriberImportRowsResponse,
  SubscriberImportRowView,
  SubscriberImportUploadUrlResponse,
  SubscriberImportView,
} from "./answers/subscriber-imports";
