/** Paging of the kitchen's long lists (subscribers, comments). */

/** "Page 2 of 5" and the offsets of the pages around it: 1-based, never past the last page. */
export function pageInfo(total: number, limit: number, offset: number) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.min(pages, Math.floor(offset / limit) + 1);
  return {
    page,
    pages,
    previousOffset: page > 1 ? (page - 2) * limit : null,
    nextOffset: page < pages ? page * limit : null,
  };
}
