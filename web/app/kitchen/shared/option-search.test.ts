import { describe, expect, it } from "vitest";
import { foldText, searchOptions } from "./option-search";

const options = [
  { value: "1", label: "Sea salt" },
  { value: "2", label: "Salt" },
  { value: "3", label: "Crème fraîche" },
  { value: "4", label: "Brown sugar" },
];

describe("searchOptions", () => {
  it("puts labels that start with the query first", () => {
    expect(searchOptions(options, "salt").map((option) => option.label)).toEqual([
      "Salt",
      "Sea salt",
    ]);
  });

  it("ignores case and accents and needs every word", () => {
    expect(searchOptions(options, "CREME")).toHaveLength(1);
    expect(searchOptions(options, "sugar brown")[0]?.value).toBe("4");
    expect(searchOptions(options, "sugar white")).toEqual([]);
  });

  it("ranks what a label names (its last word) before what only starts with the query", () => {
    const onions = [
      { value: "1", label: "onion powder" },
      { value: "2", label: "yellow onion" },
      { value: "3", label: "green onion tops" },
      { value: "4", label: "red onion" },
    ];
    expect(searchOptions(onions, "Onion").map((option) => option.label)).toEqual([
      "yellow onion",
      "red onion",
      "onion powder",
      "green onion tops",
    ]);
    expect(searchOptions(onions, "onion powder")[0]?.label).toBe("onion powder");
  });

  it("lists everything (up to the limit) for an empty query", () => {
    expect(searchOptions(options, "  ", 3)).toHaveLength(3);
  });

  it("folds text for comparisons", () => {
    expect(foldText("  Jalapeño ")).toBe("jalapeno");
  });
});
