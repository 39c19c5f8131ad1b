import { describe, expect, it } from "vitest";
import { EDGE_TTL_SECONDS } from "./edge-cache";
import { createPageMemory, servePage, storedPage } from "./page-memory";

const STORED = "c3RvcmVkLW5vbmNlLTEyMw==";
const FRESH = "ZnJlc2gtbm9uY2UtNDU2Nzg=";

const document = `<!DOCTYPE html><html><head><script nonce="${STORED}">a()</script></head><body><p>nonce="other" é</p><script nonce="${STORED}">b()</script></body></html>`;

function stored(body = document, age = 0, now = 1_000_000) {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": `script-src 'self' 'nonce-${STORED}'; style-src 'nonce-${STORED}'`,
    "Content-Length": String(new TextEncoder().encode(body).byteLength),
    ETag: '"abc"',
    Age: "3",
    "X-Frame-Options": "DENY",
  });
  return storedPage({ status: 200, headers }, new TextEncoder().encode(body).buffer, age, now);
}

describe("servePage", () => {
  it("puts the fresh nonce on every element and in the policy that had the stored one", async () => {
    const response = servePage(stored(), FRESH);
    const html = await response.text();
    expect(html).toBe(document.replaceAll(STORED, FRESH));
    expect(html).not.toContain(STORED);
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `script-src 'self' 'nonce-${FRESH}'; style-src 'nonce-${FRESH}'`,
    );
  });

  it("keeps the stored copy's other headers and ETag, and says its age", async () => {
    const response = servePage(stored(document, 5, 1_000_000), FRESH, 1_007_000);
    expect(response.headers.get("ETag")).toBe('"abc"');
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Age")).toBe("12");
    expect(response.headers.get("Content-Length")).toBeNull();
  });

  it("gives two views two different nonces", async () => {
    const page = stored();
    const [a, b] = await Promise.all([
      servePage(page, FRESH).text(),
      servePage(page, "YW5vdGhlci1ub25jZS0wMDA=").text(),
    ]);
    expect(a).not.toBe(b);
  });

  it("serves a page without a nonce as it was stored", async () => {
    const page = storedPage(
      { status: 200, headers: new Headers({ "Content-Type": "text/html" }) },
      new TextEncoder().encode("<p>hi</p>").buffer,
      0,
    );
    expect(await servePage(page, FRESH).text()).toBe("<p>hi</p>");
  });
});

describe("createPageMemory", () => {
  it("forgets a page when its edge copy ends", () => {
    let now = 1_000_000;
    const memory = createPageMemory(1024 * 1024, () => now);
    memory.remember("k", stored(document, 10, now));
    expect(memory.get("k")).toBeDefined();
    now += (EDGE_TTL_SECONDS - 10) * 1000;
    expect(memory.get("k")).toBeUndefined();
  });

  it("does not keep a copy that has already ended", () => {
    const now = 1_000_000;
    const memory = createPageMemory(1024 * 1024, () => now);
    memory.remember("k", stored(document, EDGE_TTL_SECONDS, now));
    expect(memory.get("k")).toBeUndefined();
  });

  it("answers only the key it was given (another content version is another key)", () => {
    const memory = createPageMemory(1024 * 1024, () => 1_000_000);
    memory.remember("https://demo/recipes/x?__v=1", stored());
    expect(memory.get("https://demo/recipes/x?__v=2")).toBeUndefined();
  });

  it("makes room by forgetting the least recently used page", () => {
    const size = stored().length;
    const memory = createPageMemory(size * 2, () => 1_000_000);
    memory.remember("a", stored());
    memory.remember("b", stored());
    memory.get("a");
    memory.remember("c", stored());
    expect(memory.get("a")).toBeDefined();
    expect(memory.get("b")).toBeUndefined();
    expect(memory.get("c")).toBeDefined();
  });
});
