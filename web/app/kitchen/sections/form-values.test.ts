import { describe, expect, it } from "vitest";
import { checked, formTree, json, rows, textOrNull, values } from "./form-values";

const form = (...pairs: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return data;
};

describe("formTree", () => {
  it("builds nested objects and arrays from dotted names, closing gaps in indices", () => {
    const tree = formTree(
      form(
        ["title", "Kitchen"],
        ["links.0.label", "Shop"],
        ["links.0.href", "https://shop.example"],
        ["links.2.href", "/about"],
        ["featuredRecipeIds.1", "b"],
        ["featuredRecipeIds.0", "a"],
      ).entries(),
    );
    expect(tree).toEqual({
      title: "Kitchen",
      links: [{ label: "Shop", href: "https://shop.example" }, { href: "/about" }],
      featuredRecipeIds: ["a", "b"],
    });
  });

  it("ignores files, empty segments, prototype names and words where an index belongs", () => {
    const data = form(
      ["__proto__.polluted", "yes"],
      ["a..b", "x"],
      ["links.0.href", "/a"],
      ["links.first.href", "x"],
      ["constructor.prototype.x", "y"],
    );
    data.append("logo", new File(["x"], "logo.png"));
    const tree = formTree(data.entries());
    expect(tree).toEqual({ links: [{ href: "/a" }] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("value readers", () => {
  it("read text, checkboxes, rows, lists and JSON", () => {
    expect(textOrNull("  ")).toBeNull();
    expect(textOrNull(" x ")).toBe("x");
    expect(checked("on")).toBe(true);
    expect(checked(undefined)).toBe(false);
    expect(checked("false")).toBe(false);
    expect(rows("nope")).toEqual([]);
    expect(rows([{ a: "1" }, "stray"])).toEqual([{ a: "1" }]);
    expect(values(["a", " ", "b "])).toEqual(["a", "b"]);
    expect(json('{"type":"document","children":[]}')).toEqual({ type: "document", children: [] });
    expect(json("{broken")).toBeNull();
    expect(json("")).toBeNull();
  });
});
