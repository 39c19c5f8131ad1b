import type { RichText } from "@schema/content/rich-text";
import { describe, expect, it } from "vitest";
import { collectionPageVideo, splitCollectionDescription } from "./collection-video";

const paragraph = (text: string) => ({ type: "paragraph" as const, children: [{ text }] });
const doc = (...texts: string[]): RichText => ({
  type: "document",
  children: texts.map(paragraph),
});

describe("splitCollectionDescription", () => {
  it("hides the youtube= paragraph and returns its id", () => {
    const result = splitCollectionDescription(doc("Soups for winter.", "youtube=dQw4w9WgXcQ"));
    expect(result.videoId).toBe("dQw4w9WgXcQ");
    expect(result.description).toEqual(doc("Soups for winter."));
  });

  it("only counts paragraphs that start with youtube=", () => {
    const text = "Watch it on youtube=later";
    const result = splitCollectionDescription(doc(text));
    expect(result.videoId).toBeNull();
    expect(result.description).toEqual(doc(text));
  });

  it("hides a youtube= paragraph even when its value is unusable", () => {
    const result = splitCollectionDescription(doc("Intro", "youtube=not a video!"));
    expect(result.videoId).toBeNull();
    expect(result.description).toEqual(doc("Intro"));
  });

  it("gives no description when the video was all there was", () => {
    expect(splitCollectionDescription(doc("youtube=dQw4w9WgXcQ"))).toEqual({
      description: null,
      videoId: "dQw4w9WgXcQ",
    });
    expect(splitCollectionDescription(null)).toEqual({ description: null, videoId: null });
  });
});

describe("collectionPageVideo", () => {
  it("shows the saved video, which wins over a youtube= paragraph (still hidden)", () => {
    const result = collectionPageVideo({
      description: doc("Soups for winter.", "youtube=aaaaaaaaaaa"),
      video: { id: "bbbbbbbbbbb" },
    });
    expect(result).toEqual({ description: doc("Soups for winter."), videoId: "bbbbbbbbbbb" });
  });

  it("falls back to the paragraph without a saved video, or with an unusable one", () => {
    const description = doc("youtube=aaaaaaaaaaa");
    expect(collectionPageVideo({ description, video: null }).videoId).toBe("aaaaaaaaaaa");
    expect(collectionPageVideo({ description, video: { id: "x" } }).videoId).toBe("aaaaaaaaaaa");
  });

  it("shows a saved video on a collection without a description", () => {
    expect(collectionPageVideo({ description: null, video: { id: "dQw4w9WgXcQ" } })).toEqual({
      description: null,
      videoId: "dQw4w9WgXcQ",
    });
    expect(collectionPageVideo({ description: null, video: null }).videoId).toBeNull();
  });
});
