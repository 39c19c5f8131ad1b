import { describe, expect, it } from "vitest";
import { call, makeUser, signedIn } from "../test/factories";
import { MAX_JSON_BODY_BYTES } from "./json-bodies";

describe("JSON bodies", () => {
  it("a body sent as anything but JSON is a 415, and nothing is saved", async () => {
    const user = await makeUser();
    const token = await signedIn(user.id);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonx"]) {
      const res = await call("PUT", "/manage/current-user", {
        token,
        body: JSON.stringify({ displayName: "Changed Name" }),
        headers: { "Content-Type": type },
      });
      expect(res.status, type).toBe(415);
      expect(res.body.error).toBe("unsupported_media_type");
    }
    const me = await call("GET", "/manage/current-user", { token });
    expect(me.status).toBe(200);
    expect(me.body.currentUser.displayName).not.toBe("Changed Name");
    // No type at all is no JSON either; JSON with a charset is.
    const untyped = await call("POST", "/manage/sign-in", { body: '{"email":"a@example.com"}' });
    expect(untyped.status).toBe(415);
    const typed = await call("POST", "/manage/sign-in", {
      body: JSON.stringify({ email: `${user.email}` }),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(typed.status).toBe(202);
  });

  it("a body past the limit is a 413", async () => {
    const res = await call("POST", "/manage/sign-in", {
      body: JSON.stringify({ email: "a@example.com", pad: "x".repeat(MAX_JSON_BODY_BYTES) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("payload_too_large");
  });

  it("a write without a body needs no type", async () => {
    const token = await signedIn((await makeUser()).id);
    const res = await call("POST", "/manage/single-use-tokens", { token });
    expect(res.status).toBeLessThan(300);
  });
});
