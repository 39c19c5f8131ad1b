import { describe, expect, it } from "vitest";
import { MAX_TRAIL, newerHref, olderHref, parseDevMailPaging } from "./dev-mail-paging";

const parse = (search: string) => parseDevMailPaging(new URLSearchParams(search));

describe("dev mailbox paging", () => {
  it("starts at the newest page, filtered or not", () => {
    expect(parse("")).toEqual({ to: "", cursor: null, back: [] });
    expect(parse("to=%20reader@example.com%20")).toEqual({
      to: "reader@example.com",
      cursor: null,
      back: [],
    });
    expect(newerHref(parse("to=a@example.com"))).toBeNull();
  });

  it("goes older and back newer along the cursors it came through", () => {
    const first = parse("to=a@example.com");
    const second = parse(olderHref(first, "c1").slice(1));
    expect(second).toEqual({ to: "a@example.com", cursor: "c1", back: [""] });
    const third = parse(olderHref(second, "c/2+=").slice(1));
    expect(third).toEqual({ to: "a@example.com", cursor: "c/2+=", back: ["", "c1"] });
    expect(parse((newerHref(third) ?? "").slice(1))).toEqual(second);
    expect(newerHref(second)).toBe("?to=a%40example.com");
  });

  it("keeps a bounded trail", () => {
    const many = Array.from({ length: MAX_TRAIL + 5 }, (_, i) => `back=c${i}`).join("&");
    const paging = parse(`cursor=x&${many}`);
    expect(paging.back).toHaveLength(MAX_TRAIL);
    expect(paging.back.at(-1)).toBe(`c${MAX_TRAIL + 4}`);
  });
});
