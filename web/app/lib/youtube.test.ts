import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubePlayerUrl, youtubeVideoId } from "./youtube";

describe("youtubeVideoId", () => {
  it("accepts a bare id and the usual addresses", () => {
    expect(youtubeVideoId("dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId(" dQw4w9WgXcQ ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://youtu.be/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube.com/live/dQw4w9WgXcQ?si=x")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://music.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youtubeVideoId("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")).toBe(
      "dQw4w9WgXcQ",
    );
  });

  it("rejects anything that could smuggle markup or another host", () => {
    expect(youtubeVideoId('x"><script>')).toBeNull();
    expect(youtubeVideoId("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("https://www.youtube.com/user/dQw4w9WgXcQ")).toBeNull();
    expect(youtubeVideoId("")).toBeNull();
  });

  it("reads nothing from nothing", () => {
    expect(youtubeVideoId(null)).toBeNull();
    expect(youtubeVideoId(undefined)).toBeNull();
  });
});

describe("youtubePlayerUrl", () => {
  it("embeds from the privacy-enhanced host, with the API the slider pauses through", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(youtubePlayerUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1&rel=0&playsinline=1",
    );
  });
});
