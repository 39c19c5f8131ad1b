import { describe, expect, it } from "vitest";
import { readForm } from "./read-form.server";

const post = (body: BodyInit, type: string) =>
  new Request("http://x/profile", { method: "POST", body, headers: { "Content-Type": type } });

describe("readForm", () => {
  it("reads a posted form", async () => {
    const form = await readForm(post("intent=save&name=Ann", "application/x-www-form-urlencoded"));
    expect(form.get("name")).toBe("Ann");
  });

  it.each([
    ["JSON", '{"intent":"x"}', "application/json"],
    ["plain text", "intent=x", "text/plain"],
    ["multipart without its boundary", "--x\r\n", "multipart/form-data"],
  ])("answers %s with a 400 that says so", async (_, body, type) => {
    const thrown = await readForm(post(body, type)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 400 } });
  });
});
