import { describe, expect, it } from "vitest";
import { listQueryFromUrl, listSearchParams, PAGE_SIZE, pageSearch } from "./recipe-list-query";

const read = (search: string) =>
  listQueryFromUrl(new URL(`http://x.test/kitchen/demo/recipes${search}`));

describe("recipe list query", () => {
  it("reads defaults from a bare address", () => {
    expect(read("")).toEqual({ q: "", status: "all", sort: "updated", page: 1 });
  });

  it("ignores values it doesn't know", () => {
    expect(read("?status=deleted&sort=random&page=-3")).toEqual({
      q: "",
      status: "all",
      sort: "updated",
      page: 1,
    });
  });

  it("asks the API for the right page", () => {
    const query = read("?q=%20soup%20&status=draft&sort=title&page=3");
    expect(listSearchParams(query)).toEqual({
      query: "soup",
      status: "draft",
      sort: "title",
      limit: String(PAGE_SIZE),
      offset: String(2 * PAGE_SIZE),
    });
  });

  it("round-trips through the page address, leaving defaults out", () => {
    const query = { q: "soup", status: "published" as const, sort: "title" as const, page: 2 };
    expect(pageSearch(query)).toBe("?q=soup&status=published&sort=title&page=2");
    expect(read(pageSearch(query))).toEqual(query);
    expect(pageSearch(read(""))).toBe("");
  });
});
