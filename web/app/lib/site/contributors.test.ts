import { describe, expect, it } from "vitest";
import { linkText } from "./contributors";
import { contributorAnchor } from "./nav";

describe("contributor pages", () => {
  it("say where a link goes as a reader would: host without www, and the path", () => {
    expect(linkText("https://www.instagram.com/ana.bakes/")).toBe("instagram.com/ana.bakes");
    expect(linkText("https://ana.example.com/")).toBe("ana.example.com");
    expect(linkText("mailto:ana@example.com")).toBe("ana@example.com");
    expect(linkText("not a url")).toBe("not a url");
  });

  it("anchor each person's entry by id", () => {
    expect(contributorAnchor("c1")).toBe("contributor-c1");
  });
});
