import type { Subscriber } from "@schema/api/manage-subscribers";
import { describe, expect, it } from "vitest";
import { csvField, csvRow, subscriberCsvFilename, subscriberCsvRow } from "./csv";

describe("CSV escaping", () => {
  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(12.5)).toBe("12.5");
  });

  it("defuses spreadsheet formulas in text (but not negative numbers)", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+1@example.com")).toBe("'+1@example.com");
    expect(csvField("@sum")).toBe("'@sum");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField(-2)).toBe("-2");
  });

  it("ends rows with CRLF", () => {
    expect(csvRow(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("subscriber rows", () => {
  const subscriber: Subscriber = {
    id: "1",
    email: "ann@example.com",
    plan: "monthly",
    status: "active",
    since: "2026-11-01T10:00:00.000Z",
    priceAmountCents: 500,
    cadence: "month",
    newsletterOptIn: false,
    canceledAt: null,
    currentPeriodEnd: "2026-12-01T10:00:00.000Z",
    cancelAt: null,
    compUntil: null,
    billing: true,
    lastAction: null,
  };

  it("has one column per header field, prices as decimals", () => {
    expect(subscriberCsvRow(subscriber)).toBe(
      "ann@example.com,monthly,active,2026-11-01T10:00:00.000Z,5.00,monthly,no,,2026-12-01T10:00:00.000Z,2026-12-01T10:00:00.000Z,,\r\n",
    );
    // Set to cancel: no renewal, the end date instead.
    expect(subscriberCsvRow({ ...subscriber, cancelAt: "2026-12-01T10:00:00.000Z" })).toContain(
      ",2026-12-01T10:00:00.000Z,,2026-12-01T10:00:00.000Z,\r\n",
    );
    expect(
      subscriberCsvRow({ ...subscriber, plan: "free", cadence: null, priceAmountCents: 0 }),
    ).toContain(",free,active,2026-11-01T10:00:00.000Z,0.00,,no,");
  });

  it("names the file after the site, the plan filter and the day", () => {
    const day = new Date("2026-11-18T12:00:00Z");
    expect(subscriberCsvFilename("demo", day)).toBe("demo-subscribers-2026-11-18.csv");
    expect(subscriberCsvFilename("demo", day, "yearly")).toBe(
      "demo-subscribers-yearly-2026-11-18.csv",
    );
    expect(subscriberCsvFilename('x"; evil', day)).toBe("x-evil-subscribers-2026-11-18.csv");
  });
});
