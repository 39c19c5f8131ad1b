import { describe, expect, it } from "vitest";
import { visitorMessage } from "./api-client";

describe("visitorMessage", () => {
  it("prefers the field's own issue", () => {
    expect(
      visitorMessage({
        status: 400,
        body: {
          error: "bad_request",
          message: "Some fields are not valid",
          issues: [{ path: "email", message: "Please enter a valid email address" }],
        },
      }),
    ).toBe("Please enter a valid email address");
  });

  it("passes the API's message on for the visitor's own problems", () => {
    const forbidden = {
      error: "forbidden",
      message: "Only subscribers can comment on this recipe.",
    };
    expect(visitorMessage({ status: 403, body: forbidden })).toBe(forbidden.message);
  });

  it("says nothing of its own for faults, network failures and empty bodies", () => {
    expect(
      visitorMessage({ status: 500, body: { error: "internal", message: "boom" } }),
    ).toBeNull();
    expect(visitorMessage({ status: 0, body: null })).toBeNull();
    expect(visitorMessage({ status: 404, body: null })).toBeNull();
  });
});
