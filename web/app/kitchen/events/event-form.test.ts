import { describe, expect, it } from "vitest";
import { eventFormBody } from "./event-form";

const posted = (description: string) => {
  const form = new FormData();
  form.set("title", "Supper club");
  form.set("date", "2027-01-05T18:30");
  form.set("timeZone", "America/New_York");
  form.set("description", description);
  return eventFormBody(form).body.description;
};

describe("eventFormBody", () => {
  it("reads an empty document as no description", () => {
    expect(posted(JSON.stringify({ type: "root", children: [] }))).toBeNull();
    expect(posted("")).toBeNull();
  });

  it("passes on what is not rich text for the API to refuse, rather than failing on it", () => {
    expect(posted("{}")).toEqual({});
    expect(posted("5")).toBe(5);
    expect(posted('"abc"')).toBe("abc");
  });
});
