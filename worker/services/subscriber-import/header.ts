import { CsvRecordReader, isBlankRecord } from "./csv-records";

/** A header row longer than this is not a subscriber export. */
const HEADER_MAX_BYTES = 64 * 1024;

/**
 * The file's header row (the first non-blank record) and the byte offset just after it,
 * read from the first 64 KB of the object; null when there is none.
 */
export async function readHeader(
  media: R2Bucket,
  key: string,
): Promise<{ columns: string[]; bytes: number } | null> {
  const object = await media.get(key, { range: { offset: 0, length: HEADER_MAX_BYTES } });
  if (!object) return null;
  const text = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true }).decode(
    await object.arrayBuffer(),
  );
  const reader = new CsvRecordReader(true);
  let bytes = 0;
  for (const record of reader.push(text)) {
    bytes += record.bytes;
    if (isBlankRecord(record)) continue;
    const columns = record.fields.map((field) => field.trim());
    if (columns.length > 500 || columns.some((column) => column.length > 200)) return null;
    return { columns, bytes };
  }
  return null;
}
