import { videoId } from "@schema/api/manage-fields";
import { describe, expect, it } from "vitest";
import { youtubeId } from "./video-id";

describe("youtubeId", () => {
  it.each([
    ["dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["  dQw4w9WgXcQ ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s", "dQw4w9WgXcQ"],
    ["youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/abc_DEF-123", "abc_DEF-123"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("takes the id out of %s", (input, id) => {
    expect(youtubeId(input)).toBe(id);
    expect(videoId.safeParse(youtubeId(input)).success).toBe(true);
  });

  it("leaves other addresses for the schema to refuse", () => {
    const other = youtubeId("https://vimeo.com/12345");
    expect(other).toBe("https://vimeo.com/12345");
    expect(videoId.safeParse(other).success).toBe(false);
  });
});
