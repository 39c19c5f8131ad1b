import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { digest, randomBytes } from "../../test/export-helpers";
import { ArchiveWriter, jsonArray, PART_SIZE } from "./archive-writer";

/** A multipart upload that keeps its parts, as R2 would, and reassembles them on complete. */
function recordingUpload() {
  const parts: Uint8Array[] = [];
  let completed: Uint8Array | null = null;
  const upload = {
    key: "exports/test.zip",
    uploadId: "test",
    uploadPart: async (number: number, value: Uint8Array) => {
      expect(number).toBe(parts.length + 1);
      parts.push(value.slice());
      return { partNumber: number, etag: `etag-${number}` };
    },
    abort: async () => {},
    complete: async (uploaded: R2UploadedPart[]) => {
      expect(uploaded.map((part) => part.partNumber)).toEqual(parts.map((_, i) => i + 1));
      const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
      let offset = 0;
      for (const part of parts) {
        whole.set(part, offset);
        offset += part.length;
      }
      completed = whole;
      return { size: whole.length } as unknown as R2Object;
    },
  } as unknown as R2MultipartUpload;
  return { upload, parts, archive: () => completed };
}

/** A stream of `bytes` in uneven chunks, as an R2 body arrives. */
function chunked(bytes: Uint8Array) {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = 70_001 + (offset % 3) * 1000;
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

describe("ArchiveWriter", () => {
  it("cuts the archive into parts of exactly PART_SIZE but the last, and they make a valid ZIP", async () => {
    const { upload, parts, archive } = recordingUpload();
    const writer = new ArchiveWriter(upload);
    const image = randomBytes(2 * PART_SIZE + 123_456);
    await writer.addText("hello.txt", "Hello\n");
    await writer.addStream("images/big.jpg", chunked(image));
    async function* pages() {
      yield [{ id: 1 }, { id: 2 }];
      yield [];
      yield [{ id: 3 }];
    }
    await writer.addText("rows.json", jsonArray(pages()));
    const { bytes } = await writer.finish();

    expect(parts.length).toBe(3);
    expect(parts.slice(0, -1).every((part) => part.length === PART_SIZE)).toBe(true);
    expect(parts.at(-1)?.length).toBeGreaterThan(0);
    expect(bytes).toBe(parts.reduce((sum, part) => sum + part.length, 0));
    const entries = unzipSync(archive() as Uint8Array);
    expect(new TextDecoder().decode(entries["hello.txt"])).toBe("Hello\n");
    // Compared by digest: a deep equality of 10 MiB element by element takes seconds.
    expect(await digest(entries["images/big.jpg"])).toBe(await digest(image));
    expect(JSON.parse(new TextDecoder().decode(entries["rows.json"]))).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  }, 30_000);

  it("a small archive is one part, and an empty list is an empty JSON array", async () => {
    const { upload, parts, archive } = recordingUpload();
    const writer = new ArchiveWriter(upload);
    async function* none(): AsyncIterable<unknown[]> {}
    await writer.addText("empty.json", jsonArray(none()));
    await writer.finish();
    expect(parts).toHaveLength(1);
    const entries = unzipSync(archive() as Uint8Array);
    expect(JSON.parse(new TextDecoder().decode(entries["empty.json"]))).toEqual([]);
  });
});
