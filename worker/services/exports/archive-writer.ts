import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/**
 * A ZIP archive written straight into an R2 multipart upload, never whole in memory.
 *
 * fflate's streaming Zip (a small, dependency-free, well-kept library that runs anywhere
 * with Uint8Array, workerd included) turns entries into ZIP bytes as they are pushed; the
 * bytes fill a part buffer that goes to R2 each time it is full. R2 wants every part but
 * the last at least 5 MiB and all of the same size, so parts are cut at exactly PART_SIZE.
 * At most one part buffer plus one pushed chunk are held at a time. Images are stored as
 * they are (already compressed); text entries are deflated.
 *
 * fflate writes no ZIP64 records: an archive must stay under 4 GiB (README: exports).
 */

export const PART_SIZE = 5 * 1024 * 1024;

class PartUploader {
  private buffer: Uint8Array;
  private filled = 0;
  private readonly full: Uint8Array[] = [];
  private readonly parts: R2UploadedPart[] = [];
  bytes = 0;

  constructor(
    private readonly upload: R2MultipartUpload,
    private readonly partSize: number,
  ) {
    this.buffer = new Uint8Array(partSize);
  }

  /** Synchronous (fflate's callback): copies the chunk in; full parts wait for flush(). */
  write(chunk: Uint8Array) {
    let offset = 0;
    while (offset < chunk.length) {
      const take = Math.min(chunk.length - offset, this.partSize - this.filled);
      this.buffer.set(chunk.subarray(offset, offset + take), this.filled);
      this.filled += take;
      offset += take;
      if (this.filled === this.partSize) {
        this.full.push(this.buffer);
        this.buffer = new Uint8Array(this.partSize);
        this.filled = 0;
      }
    }
    this.bytes += chunk.length;
  }

  async flush() {
    for (let part = this.full.shift(); part; part = this.full.shift()) {
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, part));
    }
  }

  async complete() {
    await this.flush();
    if (this.filled > 0 || this.parts.length === 0) {
      const last = this.buffer.subarray(0, this.filled);
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, last));
    }
    return this.upload.complete(this.parts);
  }
}

const encoder = new TextEncoder();

export class ArchiveWriter {
  private readonly zip: Zip;
  private readonly parts: PartUploader;
  private failure: Error | null = null;
  private ended = false;

  constructor(upload: R2MultipartUpload, partSize = PART_SIZE) {
    this.parts = new PartUploader(upload, partSize);
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else this.parts.write(chunk);
      if (final) this.ended = true;
    });
  }

  /** Bytes of archive written so far. */
  get bytes() {
    return this.parts.bytes;
  }

  /** A text entry from pieces made one after another (pages of rows): deflated. */
  async addText(path: string, pieces: string | AsyncIterable<string> | Iterable<string>) {
    const file = new ZipDeflate(path, { level: 6 });
    this.zip.add(file);
    const all = typeof pieces === "string" ? [pieces] : pieces;
    for await (const piece of all) {
      if (!piece) continue;
      file.push(encoder.encode(piece));
      await this.drain();
    }
    file.push(new Uint8Array(0), true);
    await this.drain();
  }

  /** A binary entry streamed through as it arrives (an R2 object's body): stored. */
  async addStream(path: string, stream: ReadableStream<Uint8Array>) {
    const file = new ZipPassThrough(path);
    this.zip.add(file);
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      file.push(value);
      await this.drain();
    }
    file.push(new Uint8Array(0), true);
    await this.drain();
  }

  /** Writes the central directory and completes the upload; the archive's size. */
  async finish(): Promise<{ object: R2Object; bytes: number }> {
    this.zip.end();
    await this.drain();
    if (!this.ended) throw new Error("The archive did not end");
    const object = await this.parts.complete();
    return { object, bytes: this.parts.bytes };
  }

  private async drain() {
    if (this.failure) throw this.failure;
    await this.parts.flush();
  }
}

/** A JSON array written a page at a time: "[", items separated by commas, "]". */
export async function* jsonArray<T>(pages: AsyncIterable<T[]>): AsyncIterable<string> {
  let first = true;
  yield "[";
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield page
      .map((item, i) => `${first && i === 0 ? "\n" : ",\n"}${JSON.stringify(item)}`)
      .join("");
    first = false;
  }
  yield "\n]\n";
}
