import { describe, expect, it } from "vitest";
import { type CsvRecord, CsvRecordReader, isBlankRecord } from "./csv-records";

/** Reads `text` fed in pieces of `size` characters. */
function read(text: string, size = text.length, atFileStart = true) {
  const reader = new CsvRecordReader(atFileStart);
  const records: CsvRecord[] = [];
  for (let start = 0; start < text.length; start += size) {
    records.push(...reader.push(text.slice(start, start + size)));
  }
  const last = reader.end();
  if (last) records.push(last);
  return records;
}

const fieldsOf = (text: string, size?: number) =>
  read(text, size)
    .filter((record) => !isBlankRecord(record))
    .map((record) => record.fields);

const utf8 = (text: string) => new TextEncoder().encode(text).length;

describe("CsvRecordReader", () => {
  it("reads plain, quoted and escaped fields", () => {
    expect(fieldsOf('email,name\na@x.io,"Smith, Ann"\nb@x.io,"Say ""hi"""\n')).toEqual([
      ["email", "name"],
      ["a@x.io", "Smith, Ann"],
      ["b@x.io", 'Say "hi"'],
    ]);
  });

  it("keeps line breaks inside quotes and takes CRLF, LF and CR line ends", () => {
    expect(fieldsOf('a,"line one\r\nline two"\r\nb,c\rd,e\nf,')).toEqual([
      ["a", "line one\r\nline two"],
      ["b", "c"],
      ["d", "e"],
      ["f", ""],
    ]);
  });

  it("skips a byte-order mark and reads a last line without a line end", () => {
    expect(fieldsOf("\uFEFFEmail Address,First Name\r\nann@x.io,Ann")).toEqual([
      ["Email Address", "First Name"],
      ["ann@x.io", "Ann"],
    ]);
  });

  it("gives the same records whatever the pieces, even one character at a time", () => {
    const text = '\uFEFFemail,note\r\n"a@x.io","two\r\nlines, ""quoted"""\r\nb@x.io,plain\r\n';
    expect(fieldsOf(text, 1)).toEqual(fieldsOf(text));
    expect(fieldsOf(text, 7)).toEqual(fieldsOf(text));
  });

  it("counts each record's UTF-8 bytes, so offsets resume at a record boundary", () => {
    const text = '\uFEFFemail,name\r\nzoë@x.io,Zoë 🍰\r\nb@x.io,"B\r\nB"\r\nc@x.io,C\r\n';
    for (const size of [1, 3, text.length]) {
      const records = read(text, size);
      const total = records.reduce((sum, record) => sum + record.bytes, 0);
      expect(total).toBe(utf8(text));
    }
    // Resuming after the first two records reads the rest exactly.
    const records = read(text);
    const offset = (records[0]?.bytes ?? 0) + (records[1]?.bytes ?? 0);
    const rest = new TextDecoder().decode(new TextEncoder().encode(text).slice(offset));
    expect(fieldsOf(rest)).toEqual([
      ["b@x.io", "B\r\nB"],
      ["c@x.io", "C"],
    ]);
  });

  it("a BOM is only a BOM at the start of the file", () => {
    expect(read("\uFEFFa", undefined, false)[0]?.fields).toEqual(["\uFEFFa"]);
  });
});
