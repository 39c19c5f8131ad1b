import { describe, expect, it } from "vitest";
import { parseForm } from "../lib/form";

describe("Stripe's form encoding", () => {
  it("decodes nested keys, indexed and appended arrays", () => {
    const body =
      "mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=2" +
      "&metadata[siteId]=s%201&expand[]=subscription&expand[]=customer" +
      "&subscription_data[metadata][userId]=u1&subscription_data[application_fee_percent]=10";
    expect(parseForm(body)).toEqual({
      mode: "subscription",
      line_items: [{ price: "price_1", quantity: "2" }],
      metadata: { siteId: "s 1" },
      expand: ["subscription", "customer"],
      subscription_data: { metadata: { userId: "u1" }, application_fee_percent: "10" },
    });
  });

  it("keeps empty values (Stripe's way of unsetting) and ignores malformed keys", () => {
    expect(parseForm("metadata[a]=&description=&x[=2&y[a]b=3")).toEqual({
      metadata: { a: "" },
      description: "",
    });
    expect(parseForm("")).toEqual({});
  });

  it("reads the SDK's encoding of arrays of objects in order", () => {
    const encoded = new URLSearchParams();
    for (let i = 0; i < 12; i++) encoded.append(`items[${i}][price]`, `p${i}`);
    const parsed = parseForm(encoded.toString().replaceAll("%5B", "[").replaceAll("%5D", "]"));
    expect(parsed.items.map((item: { price: string }) => item.price)).toEqual(
      Array.from({ length: 12 }, (_, i) => `p${i}`),
    );
  });
});
