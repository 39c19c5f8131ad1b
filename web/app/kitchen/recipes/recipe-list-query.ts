/**
 * The recipe list's search, filter, sort and page, kept in the page's address
 * (?q=…&status=draft&sort=title&page=2) so a reload or a shared link shows the same list.
 */
export type RecipeListSort = "updated" | "published" | "title" | "rating" | "ratings";
export type RecipeListStatus = "all" | "draft" | "published";

export type RecipeListQuery = {
  q: string;
  status: RecipeListStatus;
  sort: RecipeListSort;
  page: number;
};

export const PAGE_SIZE = 20;

const SORTS: RecipeListSort[] = ["updated", "published", "title", "rating", "ratings"];
const STATUSES: RecipeListStatus[] = ["all", "draft", "published"];

export function listQueryFromUrl(url: URL): RecipeListQuery {
  const params = url.searchParams;
  const sort = params.get("sort") as RecipeListSort;
  const status = params.get("status") as RecipeListStatus;
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 200),
    status: STATUSES.includes(status) ? status : "all",
    sort: SORTS.includes(sort) ? sort : "updated",
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 5000) : 1,
  };
}

/** The API's query (GET manage/{site}/recipes). */
export function listSearchParams(query: RecipeListQuery) {
  const params: {
    sort: RecipeListSort;
    limit: string;
    offset: string;
    query?: string;
    status?: Exclude<RecipeListStatus, "all">;
  } = { sort: query.sort, limit: String(PAGE_SIZE), offset: String((query.page - 1) * PAGE_SIZE) };
  if (query.q.trim()) params.query = query.q.trim();
  if (query.status !== "all") params.status = query.status;
  return params;
}

/** The page's own address for a query: defaults left out, so the plain list is just "?". */
export function pageSearch(query: RecipeListQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.status !== "all") params.set("status", query.status);
  if (query.sort !== "updated") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
