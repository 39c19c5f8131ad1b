/**
 * The recipe page reads this isolate keeps (detail.ts): a published recipe's content with the
 * site id and content version it was read under. The site's version moves with every publish,
 * edit of a published recipe and settings change, in the same batch as the change, so a kept
 * read is used only while the site's row still shows that version, and for no longer than the
 * edge cache keeps a page (its content can also follow changes that move no version, such as
 * a picture's crop, within that time, as anonymous pages do). It holds no viewer's rights: the
 * caller reads those for every request and decides from them what the viewer may see.
 */
export type KeptPageRead<T> = { siteId: string; version: number; read: T };

/** Reads kept at most; the oldest makes room. A recipe's read is tens of kilobytes. */
const MAX_KEPT = 100;
/** The edge cache's lifetime of a page (web/app/lib/edge-cache.ts EDGE_TTL_SECONDS). */
const KEEP_MS = 60_000;

export function createPageReadMemory<T>(now: () => number = Date.now) {
  const entries = new Map<string, KeptPageRead<T> & { expires: number }>();
  return {
    get(key: string): KeptPageRead<T> | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry;
      entries.delete(key);
      return undefined;
    },
    remember(key: string, kept: KeptPageRead<T>) {
      entries.delete(key);
      if (entries.size >= MAX_KEPT) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { ...kept, expires: now() + KEEP_MS });
    },
  };
}

/** Kept reads are keyed by slugs, and checked against the site's id and version. */
export const pageReadKey = (slugs: { siteSlug: string; recipeSlug: string }) =>
  `${slugs.siteSlug}/${slugs.recipeSlug}`;

/** Whether a kept read is still the content of the live site row just read. */
export const isKeptFor = (
  kept: KeptPageRead<unknown>,
  site: { id: string; contentVersion: number } | undefined,
): boolean => site !== undefined && site.id === kept.siteId && site.contentVersion === kept.version;
