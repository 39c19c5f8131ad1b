import { describe, expect, it } from "vitest";
import { z } from "zod";
import { collectErrors, withoutError, zodIssues } from "./field-errors";

describe("collectErrors", () => {
  it("keys messages by field, first message wins", () => {
    const errors = collectErrors(
      [
        { path: "title", message: "Required" },
        { path: "title", message: "Too long" },
        { path: "tagIds.2", message: "Listed twice" },
      ],
      (path) => path.split(".")[0] ?? path,
    );
    expect(errors).toEqual({ title: "Required", tagIds: "Listed twice" });
  });

  it("removes a field's error once it is edited", () => {
    const errors = { title: "Required", slug: "Taken" };
    expect(withoutError(errors, "title")).toEqual({ slug: "Taken" });
    expect(withoutError(errors, "nope")).toBe(errors);
  });
});

describe("zodIssues", () => {
  it("turns zod paths into the API's dotted paths", () => {
    const result = z
      .object({ groups: z.array(z.object({ title: z.string().min(1) })) })
      .safeParse({ groups: [{ title: "ok" }, { title: "" }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(zodIssues(result.error)[0]?.path).toBe("groups.1.title");
  });
});
