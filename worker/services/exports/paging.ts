/**
 * Rows read a page at a time by id (keyset paging), so an export of any size holds one
 * page in memory: `read(after)` returns up to `size` rows with ids greater than `after`.
 */
export async function* pagesById<T extends { id: string }>(
  read: (after: string, size: number) => Promise<T[]>,
  size: number,
): AsyncIterable<T[]> {
  let after = "";
  for (;;) {
    const page = await read(after, size);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < size) return;
    after = last.id;
  }
}

/** The file name of an image in an archive: its id and the extension its type names. */
export function imageFileName(image: { id: string; key: string; contentType: string }) {
  const fromType: Record<string, string> = {
    "image/jpeg": ".jpg",
    "image/png": ".png",
    "image/webp": ".webp",
    "image/gif": ".gif",
    "image/avif": ".avif",
    "image/svg+xml": ".svg",
  };
  const fromKey = /\.[a-z0-9]{1,5}$/i.exec(image.key)?.[0]?.toLowerCase();
  return `${image.id}${fromType[image.contentType] ?? fromKey ?? ""}`;
}
