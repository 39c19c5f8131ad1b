import { describe, expect, it } from "vitest";
import { offlinePage, titleOf } from "./offline-page";

describe("offlinePage", () => {
  it("lists the recipes kept on the device, the shopping list by its own link", async () => {
    const answer = offlinePage([
      { path: "/recipes/pie", title: "Apple Pie | Demo Kitchen" },
      { path: "/shopping-list", title: "Shopping list" },
    ]);
    expect(answer.status).toBe(503);
    const html = await answer.text();
    expect(html).toContain("<h1>You are offline</h1>");
    expect(html).toContain('<a href="/recipes/pie">Apple Pie | Demo Kitchen</a>');
    expect(html.match(/href="\/shopping-list"/g)).toHaveLength(1);
  });

  it("writes a title as text, whatever it holds", async () => {
    const html = await offlinePage([
      { path: '/recipes/x"><script>', title: "<img src=x onerror=alert(1)>" },
    ]).text();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("says nothing of saved pages when none are kept, and runs no script", async () => {
    const answer = offlinePage([]);
    expect(await answer.text()).not.toContain("Saved on this device");
    expect(answer.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });
});

describe("titleOf", () => {
  it("reads a kept page's title as plain text", () => {
    expect(titleOf("<head><title>Fish &amp; Chips | Demo</title></head>")).toBe(
      "Fish & Chips | Demo",
    );
    expect(titleOf("<title>Cr&#xE8;me &#39;br&#251;l&#233;e&#39;</title>")).toBe("Crème 'brûlée'");
    expect(titleOf("<head></head>")).toBeNull();
  });
});
