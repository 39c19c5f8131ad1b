import { expect, test } from "@playwright/test";
import { E2E } from "../support/ports";

/** Anonymous site pages come from the edge cache; personal ones never do. */

test("an anonymous page is cached, revalidates with its ETag, and skips the cache for a session", async ({
  request,
}) => {
  const url = `${E2E.siteUrl("demo")}/?cache-test=${Date.now()}`;
  const first = await request.get(url);
  expect(first.status()).toBe(200);
  expect(first.headers()["x-cache"]).toBe("MISS");
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);

  const second = await request.get(url);
  expect(second.headers()["x-cache"]).toBe("HIT");
  expect(await second.text()).toBe(await first.text());

  const revalidated = await request.get(url, { headers: { "If-None-Match": etag as string } });
  expect(revalidated.status()).toBe(304);

  // A request with a session cookie is rendered fresh and never stored.
  const personal = await request.get(url, { headers: { Cookie: "rp_session=not-a-real-token" } });
  expect(personal.headers()["x-cache"]).toBeUndefined();
});
