import { describe, expect, it } from "vitest";
import { call, unique } from "../test/factories";

describe("site contributors: unknown names", () => {
  it("an unknown site, or a slug that is not one, is a 404, not a 500", async () => {
    expect((await call("GET", `/site/${unique("no-such-site")}/contributors`)).status).toBe(404);
    expect((await call("GET", "/site/NOT_A_SLUG/contributors")).status).toBe(404);
  });
});
