import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  csvRow,
  SUBSCRIBER_CSV_HEADER,
  subscriberCsvFilename,
  subscriberCsvRow,
} from "../kitchen/sections/csv";
import { callManage, requireKitchenSite } from "../kitchen/shared/manager.server";
import { segment } from "../lib/api.server";

/** The API's largest page of subscribers. */
const PAGE = 200;
/**
 * Each page is one call through the service binding, and a request may make only so many
 * subrequests: 200 pages is 40,000 subscribers. A larger list needs an export job.
 */
const MAX_PAGES = 200;

/**
 * /kitchen/{site}/subscribers.csv?query=&plan=: every subscriber matching the list's
 * filters, as a CSV download. Pages are fetched one after another and streamed out, so a
 * long list starts downloading at once and never sits in memory whole.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = await requireKitchenSite(args, args.params.site);
  const url = new URL(args.request.url);
  const query = url.searchParams.get("query")?.trim();
  const plan = url.searchParams.get("plan");
  // Undefined filters are left out of the address (hono/client skips them).
  const filters: { query?: string; plan?: "free" | "monthly" | "yearly" } = {
    query: query ? query.slice(0, 254) : undefined,
    plan: plan === "free" || plan === "monthly" || plan === "yearly" ? plan : undefined,
  };

  const page = (offset: number) =>
    callManage(args, (manage) =>
      manage[":siteSlug"].subscribers.$get({
        param: { siteSlug: segment(site.slug) },
        query: { ...filters, limit: String(PAGE), offset: String(offset) },
      }),
    );

  // The first page is fetched before answering, so a failure is a proper error status.
  const first = await page(0);
  if (!first.ok) {
    console.error(`Subscriber export: API ${first.status}`);
    return new Response("The export failed. Please try again.", { status: 502 });
  }

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      // A byte-order mark, so spreadsheet apps read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${csvRow([...SUBSCRIBER_CSV_HEADER])}`));
      let result = first.body;
      for (let pages = 1; ; pages++) {
        controller.enqueue(encoder.encode(result.subscribers.map(subscriberCsvRow).join("")));
        const offset = result.offset + result.subscribers.length;
        if (result.subscribers.length < PAGE || offset >= result.total || pages >= MAX_PAGES) break;
        const next = await page(offset);
        if (!next.ok) {
          // Headers are gone already: failing the stream makes the browser report a failed download.
          controller.error(new Error(`Subscriber export stopped: API ${next.status}`));
          return;
        }
        result = next.body;
      }
      controller.close();
    },
  });

  const filename = subscriberCsvFilename(site.slug, new Date(), filters.plan ?? null);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      // Subscriber e-mail addresses: never kept by a browser or proxy cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
