import { describe, expect, it } from "vitest";
import { validAnalyticsId } from "./analytics";

describe("validAnalyticsId", () => {
  it.each([
    ["G-ABC1234", "G-ABC1234"],
    [" g-abc1234 ", "G-ABC1234"],
    ["UA-12345-1", "UA-12345-1"],
  ])("accepts %j", (id, expected) => {
    expect(validAnalyticsId(id)).toBe(expected);
  });

  it.each([null, "", "G-", "abc", 'G-1234");alert(1);("', "G-12345</script>"])(
    "refuses %j",
    (id) => {
      expect(validAnalyticsId(id)).toBeNull();
    },
  );
});
