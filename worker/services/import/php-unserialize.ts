/**
 * PHP's serialize() format, as WordPress stores array post meta (WP Recipe Maker keeps its
 * ingredients and instructions this way). Reads strings, numbers, booleans, null and arrays
 * (as objects keyed like PHP, or lists when the keys are 0..n-1); objects are read as
 * arrays of their properties. String lengths are in UTF-8 bytes, so the input is read as bytes.
 */
export type PhpValue = string | number | boolean | null | PhpValue[] | { [key: string]: PhpValue };

export function phpUnserialize(text: string): PhpValue {
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder();
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`Not PHP serialized data: ${what} at byte ${at}`);
  };
  const readUntil = (char: string) => {
    const code = char.charCodeAt(0);
    const start = at;
    while (at < bytes.length && bytes[at] !== code) at++;
    if (at >= bytes.length) fail(`missing "${char}"`);
    const value = decoder.decode(bytes.subarray(start, at));
    at++;
    return value;
  };
  const expect = (char: string) => {
    if (bytes[at] !== char.charCodeAt(0)) fail(`expected "${char}"`);
    at++;
  };
  const value = (depth: number): PhpValue => {
    if (depth > 32) fail("nesting too deep");
    const type = String.fromCharCode(bytes[at] ?? 0);
    at++;
    if (type === "N") {
      expect(";");
      return null;
    }
    expect(":");
    switch (type) {
      case "b":
        return readUntil(";") === "1";
      case "i":
      case "d": {
        const number = Number(readUntil(";"));
        return Number.isFinite(number) ? number : fail("bad number");
      }
      case "s": {
        const length = Number(readUntil(":"));
        expect('"');
        const string = decoder.decode(bytes.subarray(at, at + length));
        at += length;
        expect('"');
        expect(";");
        return string;
      }
      case "a":
      case "O": {
        if (type === "O") {
          readUntil(":"); // class name length
          readUntil(":"); // "Class"
        }
        const count = Number(readUntil(":"));
        expect("{");
        const entries: [string, PhpValue][] = [];
        for (let i = 0; i < count; i++) {
          const key = value(depth + 1);
          entries.push([String(key), value(depth + 1)]);
        }
        expect("}");
        const isList = entries.every(([key], index) => key === String(index));
        return isList ? entries.map(([, item]) => item) : Object.fromEntries(entries);
      }
      default:
        return fail(`unknown type "${type}"`);
    }
  };
  const result = value(0);
  return result;
}
