import { httpRequest } from "./http";
import type { LoadActors } from "./load-actors";
import { percentile } from "./measure";

/**
 * The mixed traffic of `npm run bench -- --load`: anonymous visitors reading pages and
 * searching as fast as `connections` closed loops allow, and beside them paced writers:
 * signed-in readers bookmarking, commenting and upvoting through the API (as the web app's
 * actions call it, with the reader's bearer token), and the demo site's author creating,
 * saving and publishing recipes. Every answer is recorded with its kind; every write
 * answered 2xx goes into the ledger that is later counted against D1.
 */

export type Kind =
  | "page view"
  | "search"
  | "bookmark"
  | "comment"
  | "upvote"
  | "author create"
  | "author save"
  | "author publish";

export type Sample = { kind: Kind; start: number; end: number; status: number };

/** Writes the platform said yes (2xx) to; each must be in D1 afterwards. */
export type Ledger = {
  comments: Set<string>;
  bookmarks: Set<string>;
  upvotes: Set<string>;
  recipesCreated: Set<string>;
  recipesPublished: Set<string>;
};

/** Per-IP limits of worker/services/limits/abuse.ts, per minute; writes are paced under them. */
const PACE_MS = { comment: 1_250, bookmark: 700, upvote: 700, author: 1_500 };

const WORDS = ["chicken", "lemon", "soup", "bread", "chocolate", "garlic", "pasta", "cake"];

/** A recipe body whose title says how many lines it has: a half-written save shows. */
export function loadRecipeBody(slug: string, lines: number) {
  return {
    title: `Load recipe ${slug} (${lines} lines)`,
    slug,
    ingredientUsageGroups: [
      {
        title: "For the load",
        ingredientUsages: Array.from({ length: lines }, (_, i) => ({
          quantityMin: i + 1,
          ingredientTitleOverride: `load ingredient ${i + 1}`,
        })),
      },
    ],
    instructionGroups: [
      {
        title: "Method",
        instructions: Array.from({ length: lines }, (_, i) => ({
          content: {
            type: "document",
            children: [{ type: "paragraph", children: [{ text: `Load step ${i + 1}.` }] }],
          },
        })),
      },
    ],
  };
}

export function runTraffic(options: {
  runId: string;
  webUrl: (path: string) => string;
  apiUrl: string;
  actors: LoadActors;
  connections: number;
  seconds: number;
  samples: Sample[];
  ledger: Ledger;
}) {
  const { runId, actors, samples, ledger } = options;
  const until = performance.now() + options.seconds * 1000;
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
  const live = () => performance.now() < until;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Comments the platform accepted this run, with their ids: what readers upvote. */
  const commentIds: string[] = [];

  async function timed(
    kind: Kind,
    method: string,
    url: string,
    request: { headers?: Record<string, string>; json?: unknown } = {},
  ) {
    const start = performance.now();
    try {
      const response = await httpRequest(method, url, request);
      samples.push({ kind, start, end: performance.now(), status: response.status });
      return response;
    } catch {
      // Refused or cut connection (the server is down): status 0. A pause before the next
      // try, so a loop does not spin on refused connections while the server restarts.
      samples.push({ kind, start, end: performance.now(), status: 0 });
      await sleep(50);
      return null;
    }
  }
  const ok = (response: { status: number } | null) =>
    response !== null && response.status >= 200 && response.status < 300;
  const api = (path: string) => `${options.apiUrl}/api/v1${path}`;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function visitor() {
    while (live()) {
      const roll = Math.random();
      if (roll < 0.2) {
        await timed("search", "GET", options.webUrl(`/recipes?search=${pick(WORDS)}`));
      } else {
        const path = roll < 0.3 ? "/" : `/recipes/${pick(actors.recipes).slug}`;
        await timed("page view", "GET", options.webUrl(path));
      }
    }
  }

  /** Runs `step` every `every` ms until the end, never two at once. */
  async function paced(every: number, step: () => Promise<void>) {
    while (live()) {
      const started = performance.now();
      await step();
      await sleep(Math.max(0, every - (performance.now() - started)));
    }
  }

  let commentNumber = 0;
  const comment = async () => {
    const reader = Math.floor(Math.random() * actors.readerTokens.length);
    const recipe = pick(actors.recipes);
    const text = `load-${runId}-comment-${commentNumber++}`;
    const response = await timed("comment", "POST", api("/site/demo/comments"), {
      headers: bearer(actors.readerTokens[reader] as string),
      json: { recipeId: recipe.id, text },
    });
    if (!ok(response) || !response) return;
    ledger.comments.add(text);
    const list = JSON.parse(response.body.toString()) as {
      comments: { id: string; content: unknown }[];
    };
    const mine = list.comments.find((c) => JSON.stringify(c.content).includes(text));
    if (mine) commentIds.push(mine.id);
  };

  const bookmark = async () => {
    const reader = Math.floor(Math.random() * actors.readerTokens.length);
    const recipe = pick(actors.recipes);
    const response = await timed("bookmark", "POST", api("/site/demo/bookmarks"), {
      headers: bearer(actors.readerTokens[reader] as string),
      json: { recipeId: recipe.id },
    });
    if (ok(response)) ledger.bookmarks.add(`${reader}:${recipe.id}`);
  };

  const upvote = async () => {
    if (commentIds.length === 0) return;
    const reader = Math.floor(Math.random() * actors.readerTokens.length);
    const commentId = pick(commentIds);
    const response = await timed("upvote", "POST", api("/site/demo/comment-upvotes"), {
      headers: bearer(actors.readerTokens[reader] as string),
      json: { commentId },
    });
    if (ok(response)) ledger.upvotes.add(`${reader}:${commentId}`);
  };

  let recipeNumber = 0;
  const author = async () => {
    const slug = `load-${runId}-${recipeNumber++}`;
    const headers = bearer(actors.authorToken);
    const created = await timed("author create", "POST", api("/manage/demo/recipes"), {
      headers,
      json: loadRecipeBody(slug, 3),
    });
    if (!ok(created) || !created) return;
    const id = (JSON.parse(created.body.toString()) as { recipe: { id: string } }).recipe.id;
    ledger.recipesCreated.add(id);
    await sleep(PACE_MS.author);
    // A save that replaces every line: a batch of deletes and inserts, whole or not at all.
    await timed("author save", "PUT", api(`/manage/demo/recipes/${id}`), {
      headers,
      json: loadRecipeBody(slug, 4 + Math.floor(Math.random() * 12)),
    });
    if (recipeNumber % 3 !== 0) return;
    await sleep(PACE_MS.author);
    const published = await timed(
      "author publish",
      "POST",
      api(`/manage/demo/recipes/${id}/publish`),
      {
        headers,
        json: loadRecipeBody(slug, 4 + Math.floor(Math.random() * 12)),
      },
    );
    if (ok(published)) ledger.recipesPublished.add(id);
  };

  return Promise.all([
    ...Array.from({ length: options.connections }, visitor),
    paced(PACE_MS.comment, comment),
    paced(PACE_MS.bookmark, bookmark),
    paced(PACE_MS.upvote, upvote),
    paced(PACE_MS.author, author),
  ]);
}

/** Requests/s, p50/p99 and answers by class for each kind, over the given samples. */
export function summarize(samples: Sample[], seconds: number) {
  const kinds = [...new Set(samples.map((sample) => sample.kind))];
  return kinds.map((kind) => {
    const mine = samples.filter((sample) => sample.kind === kind);
    const sorted = mine.map((sample) => sample.end - sample.start).sort((a, b) => a - b);
    const count = (test: (status: number) => boolean) =>
      mine.filter((sample) => test(sample.status)).length;
    return {
      kind,
      requests: mine.length,
      perSecond: mine.length / seconds,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      ok: count((s) => s >= 200 && s < 400),
      limited: count((s) => s === 429),
      clientErrors: count((s) => s >= 400 && s < 500 && s !== 429),
      serverErrors: count((s) => s >= 500),
      refused: count((s) => s === 0),
    };
  });
}
