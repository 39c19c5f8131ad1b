/**
 * An incremental RFC 4180 CSV reader for subscriber imports. Written here rather than taken
 * from a package: nothing in node_modules parses CSV, and the job needs two things the
 * common parsers do not give together in workerd: it is fed text in pieces as R2 streams
 * the file (so a 50,000-row file is never whole in memory), and it says how many UTF-8 bytes
 * each record spanned, so the next job can resume the file at a record boundary with an R2
 * range read.
 *
 * Handles quoted fields, "" inside quotes, commas and line breaks inside quotes, CRLF, LF
 * and lone CR line ends, a UTF-8 byte-order mark at the start, and a last line with no line
 * end. A field's stray quote outside quotes is kept as text (exports in the wild have them).
 */

export type CsvRecord = {
  fields: string[];
  /** UTF-8 bytes of the file this record took, its line end (and a leading BOM) included. */
  bytes: number;
};

/** UTF-8 length of one UTF-16 code unit: a surrogate pair (4 bytes) counts 2 + 2. */
function utf8Bytes(code: number): number {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdfff) return 2;
  return 3;
}

export class CsvRecordReader {
  private fields: string[] = [];
  private field = "";
  private quoted = false;
  /** Just saw a closing-or-escaping quote inside a quoted field. */
  private quoteSeen = false;
  /** The previous record ended with CR: a following LF belongs to it. */
  private afterCr = false;
  private bytes = 0;
  private fieldStarted = false;
  private atStart: boolean;

  /** `atFileStart`: whether the text begins at byte 0 (where a BOM may stand). */
  constructor(atFileStart = true) {
    this.atStart = atFileStart;
  }

  /** Feeds the next piece of text; returns the records it completed. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    for (let i = 0; i < text.length; i++) {
      const char = text[i] as string;
      const size = utf8Bytes(text.charCodeAt(i));
      if (this.atStart) {
        this.atStart = false;
        if (char === "\uFEFF") {
          this.bytes += size;
          continue;
        }
      }
      if (this.afterCr) {
        this.afterCr = false;
        // The LF of a CRLF: counted with the next record, so the byte offsets still add up
        // (a resume that lands on it reads one blank line, which is skipped).
        if (char === "\n") {
          this.bytes += 1;
          continue;
        }
      }
      this.bytes += size;
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (char === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
          // Fall through: the character after a closing quote is read as unquoted.
        } else if (char === '"') {
          this.quoteSeen = true;
          continue;
        } else {
          this.field += char;
          continue;
        }
      }
      if (char === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
      } else if (char === ",") {
        this.fields.push(this.field);
        this.field = "";
        this.fieldStarted = false;
      } else if (char === "\n" || char === "\r") {
        out.push(this.finishRecord());
        if (char === "\r") this.afterCr = true;
      } else {
        this.field += char;
        this.fieldStarted = true;
      }
    }
    return out;
  }

  /** The end of the text: the last record, if it had no line end. */
  end(): CsvRecord | null {
    if (this.quoteSeen) {
      this.quoteSeen = false;
      this.quoted = false;
    }
    if (this.fields.length === 0 && this.field === "" && !this.fieldStarted) {
      // Only a line end's last byte (or a BOM) was left: a blank record keeps the count whole.
      return this.bytes > 0 ? this.finishRecord() : null;
    }
    return this.finishRecord();
  }

  private finishRecord(): CsvRecord {
    this.fields.push(this.field);
    const record = { fields: this.fields, bytes: this.bytes };
    this.fields = [];
    this.field = "";
    this.fieldStarted = false;
    this.quoted = false;
    this.quoteSeen = false;
    this.bytes = 0;
    return record;
  }
}

/** Whether a record is an empty line (a blank line, or a lone trailing line end). */
export const isBlankRecord = (record: CsvRecord) =>
  record.fields.length === 1 && (record.fields[0] ?? "").trim() === "";
