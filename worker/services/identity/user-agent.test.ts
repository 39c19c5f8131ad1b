import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent";

/** The Profile page's "Chrome on macOS", from what browsers send. */

describe("describeUserAgent", () => {
  it("names the common browsers and systems in plain words", () => {
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toEqual({ browser: "Microsoft Edge", os: "Windows" });
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome", os: "Android" });
    expect(
      describeUserAgent("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toEqual({ browser: "Firefox", os: "Linux" });
  });

  it("is unknown, not wrong, for no User-Agent or one it cannot read", () => {
    for (const userAgent of [null, "", "   ", "curl/8.5.0", "\u0000\u0001"]) {
      expect(describeUserAgent(userAgent)).toEqual({ browser: null, os: null });
    }
  });
});
