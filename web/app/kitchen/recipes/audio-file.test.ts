import { describe, expect, it } from "vitest";
import { audioFileProblem, audioTypeOf } from "./audio-file";

describe("a story's audio file", () => {
  it("takes the upload type from the file's type, its other names, or its extension", () => {
    expect(audioTypeOf({ name: "story.mp3", type: "audio/mpeg" })).toBe("audio/mpeg");
    expect(audioTypeOf({ name: "story.m4a", type: "audio/x-m4a" })).toBe("audio/mp4");
    expect(audioTypeOf({ name: "Story.M4A", type: "" })).toBe("audio/mp4");
    expect(audioTypeOf({ name: "story.wav", type: "application/octet-stream" })).toBe("audio/wav");
    expect(audioTypeOf({ name: "story.mp3", type: "video/mp4" })).toBeNull();
    expect(audioTypeOf({ name: "story.flac", type: "" })).toBeNull();
  });

  it("says why a file cannot go up", () => {
    const max = 50 * 1024 * 1024;
    expect(audioFileProblem({ name: "a.mp3", type: "audio/mpeg", size: 10 }, max)).toBeNull();
    expect(audioFileProblem({ name: "a.flac", type: "audio/flac", size: 10 }, max)).toBe(
      "a.flac: Upload an MP3, M4A, Ogg or WAV file",
    );
    expect(audioFileProblem({ name: "a.mp3", type: "audio/mpeg", size: 0 }, max)).toBe(
      "a.mp3 is empty",
    );
    expect(
      audioFileProblem({ name: "a.mp3", type: "audio/mpeg", size: max + 2 * 1024 * 1024 }, max),
    ).toBe("a.mp3 is 52 MB; audio may be at most 50 MB");
  });
});
