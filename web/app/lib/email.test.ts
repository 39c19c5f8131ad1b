import * as common from "@schema/api/common";
import { describe, expect, it } from "vitest";
import { isValidEmail } from "./email";

describe("isValidEmail", () => {
  it.each(["cook@example.com", " Cook@Example.co.uk ", "a+b@c.d"])("accepts %j", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(["", "   ", "cook", "cook@", "cook@example", "co ok@example.com", "@example.com"])(
    "rejects %j",
    (value) => {
      expect(isValidEmail(value)).toBe(false);
    },
  );

  it("agrees with the API's zod shape", () => {
    for (const value of ["cook@example.com", "cook@example", `${"a".repeat(250)}@b.cd`]) {
      expect(isValidEmail(value)).toBe(common.email.safeParse(value).success);
    }
  });
});
