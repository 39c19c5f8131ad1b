import { describe, expect, it } from "vitest";
import { isUnsubscribePost, oneClickUnsubscribe } from "./one-click";

const URL_ = "https://demo.example.com/unsubscribe/abc.def";

const post = (body: string, url = URL_) =>
  new Request(url, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://mail.example.net",
    },
  });

function fakeApi(status: number) {
  const calls: { url: string; method: string }[] = [];
  return {
    calls,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), method: init?.method ?? "GET" });
      return new Response(JSON.stringify({ subscribed: false }), { status });
    },
  } as unknown as Pick<Fetcher, "fetch"> & { calls: { url: string; method: string }[] };
}

describe("one-click unsubscribe (RFC 8058)", () => {
  it("recognises POSTs to an unsubscribe link only", () => {
    expect(isUnsubscribePost(post(""))).toBe(true);
    expect(isUnsubscribePost(new Request(URL_))).toBe(false);
    expect(isUnsubscribePost(post("", "https://demo.example.com/unsubscribe/"))).toBe(false);
    expect(isUnsubscribePost(post("", "https://demo.example.com/subscribe"))).toBe(false);
  });

  it("unsubscribes through the API with the token from the path, and answers 200", async () => {
    const api = fakeApi(200);
    const response = await oneClickUnsubscribe(post("List-Unsubscribe=One-Click"), "demo", api);
    expect(response?.status).toBe(200);
    expect(response?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(api.calls).toEqual([
      { url: "https://api.internal/api/v1/site/demo/unsubscribe/abc.def", method: "POST" },
    ]);
  });

  it("stops the reply e-mails through their own API call", async () => {
    const api = fakeApi(200);
    expect(isUnsubscribePost(post("", "https://demo.example.com/reply-emails/u.mac"))).toBe(true);
    expect(isUnsubscribePost(post("", "https://demo.example.com/reply-emails/"))).toBe(false);
    const response = await oneClickUnsubscribe(
      post("List-Unsubscribe=One-Click", "https://demo.example.com/reply-emails/u.mac"),
      "demo",
      api,
    );
    expect(response?.status).toBe(200);
    expect(api.calls).toEqual([
      { url: "https://api.internal/api/v1/comment-reply-emails/u.mac", method: "POST" },
    ]);
  });

  it("leaves the page's own buttons to the page", async () => {
    const api = fakeApi(200);
    expect(await oneClickUnsubscribe(post("intent=resubscribe"), "demo", api)).toBeNull();
    expect(await oneClickUnsubscribe(post("List-Unsubscribe=Other"), "demo", api)).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it("answers 404 for a tampered token and 503 when the API fails", async () => {
    const tampered = await oneClickUnsubscribe(
      post("List-Unsubscribe=One-Click"),
      "demo",
      fakeApi(404),
    );
    expect(tampered?.status).toBe(404);
    const failed = await oneClickUnsubscribe(
      post("List-Unsubscribe=One-Click"),
      "demo",
      fakeApi(500),
    );
    expect(failed?.status).toBe(503);
  });
});
