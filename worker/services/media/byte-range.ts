/**
 * The one byte range a request asks for (RFC 9110 §14.1.2): what an audio player sends to
 * start playing at once and to seek. Several ranges, or a header we cannot read, are served
 * the whole file, as the RFC allows.
 */
export type RequestedRange = { offset: number; length?: number } | { suffix: number };

export function requestedRange(header: string | null): RequestedRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "") return Number(to) > 0 ? { suffix: Number(to) } : null;
  const offset = Number(from);
  if (to === "") return { offset };
  const last = Number(to);
  return last >= offset ? { offset, length: last - offset + 1 } : null;
}

/**
 * The bytes of a file of `size` that a range covers, first and last inclusive (Content-Range
 * names them so), or null when it starts past the end: that answer is 416.
 */
export function coveredSpan(
  range: RequestedRange,
  size: number,
): { first: number; last: number } | null {
  if ("suffix" in range) {
    return size > 0 ? { first: size - Math.min(range.suffix, size), last: size - 1 } : null;
  }
  if (range.offset >= size) return null;
  const end = range.length === undefined ? size : Math.min(range.offset + range.length, size);
  return { first: range.offset, last: end - 1 };
}
