import type { ShoppingListLine } from "@schema/api/shopping-list";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  newRequestId,
  preferCopy,
  type QueuedOp,
  readAccountCopy,
  readBrowserList,
  readQueue,
  writeAccountCopy,
  writeBrowserList,
  writeQueue,
} from "../../lib/shopping/browser-store";
import { applyChange, isUnread, type ListChange } from "../../lib/shopping/list-ops";

type Answer = { lines: ShoppingListLine[]; stored: "account" | "browser"; at: number };

class Offline extends Error {}

async function post(
  body: Record<string, unknown>,
): Promise<{ status: number; answer: Answer | null }> {
  let response: Response;
  try {
    response = await fetch("/api/shopping-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Offline();
  }
  // The service worker (or a proxy) answering for a missing network is not the API.
  if (response.status >= 502) throw new Offline();
  const answer = response.ok ? ((await response.json()) as Answer) : null;
  return { status: response.status, answer };
}

/**
 * The list page's state. Signed in: the account's list, changed on screen at once, each
 * change queued in storage and sent in order (with its request id, so a resend after a lost
 * answer is applied once); with the network down the queue waits for it and the page shows
 * the last copy. Signed out: the list this browser keeps. A list kept while signed out is
 * merged into the account's on the first signed-in visit.
 */
export function useShoppingList(
  signedIn: boolean,
  initialLines: ShoppingListLine[] | null,
  loadedAt: number,
) {
  const [lines, setLines] = useState<ShoppingListLine[]>(initialLines ?? []);
  const [ready, setReady] = useState(signedIn);
  const [offline, setOffline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const flushing = useRef(false);
  // Changes made on this page: an answer for the browser's list is taken only if none came after.
  const changes = useRef(0);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      let queue = readQueue();
      while (queue.length) {
        const op = queue[0] as QueuedOp;
        const { status, answer } = await post(op);
        if (status === 401) {
          setProblem("Your session has ended. Sign in again to keep your changes.");
          return;
        }
        // Sent (or refused: a change the account no longer has room for, a line removed
        // elsewhere, is dropped). The queue is read again, not replaced by what was left
        // when this round began: a change made while the request was out is queued behind it.
        const now = readQueue();
        queue = JSON.stringify(now[0]) === JSON.stringify(op) ? now.slice(1) : now;
        writeQueue(queue);
        if (answer && !queue.length) {
          setLines(answer.lines);
          writeAccountCopy(answer.lines, answer.at);
        }
      }
      setOffline(false);
    } catch (error) {
      if (error instanceof Offline) setOffline(true);
      else throw error;
    } finally {
      flushing.current = false;
    }
  }, []);

  // Signed out, the API reads the browser's list and answers it (nothing is stored there). An
  // answer is taken only if no change was made on this page while it was out, so a quick check
  // mark is never undone.
  const askForBrowserList = useCallback((body: Record<string, unknown>) => {
    const at = changes.current;
    post(body).then(
      ({ answer }) => {
        if (!answer) return;
        setOffline(false);
        if (changes.current !== at) return;
        setLines(answer.lines);
        writeBrowserList(answer.lines);
      },
      () => setOffline(true),
    );
  }, []);

  // Signed out: lines typed offline are read (an aisle, merged with their ingredient's line)
  // when the page opens online and when the network returns.
  const readTyped = useCallback(() => {
    const kept = readBrowserList();
    if (kept.some(isUnread)) askForBrowserList({ op: "read-typed", lines: kept });
    else setOffline(false);
  }, [askForBrowserList]);

  // Once per page load: the list the loader or the browser gave is the starting point.
  useEffect(() => {
    if (!signedIn) {
      const kept = readBrowserList();
      setLines(kept);
      setReady(true);
      window.addEventListener("online", readTyped);
      const params = new URLSearchParams(window.location.search);
      const add = params.get("add");
      if (add) {
        window.history.replaceState(null, "", window.location.pathname);
        post({
          op: "add-recipe",
          recipeSlug: add,
          scale: Number(params.get("scale") ?? 1),
          system: params.get("system") ?? "imperial",
          requestId: newRequestId(),
          lines: kept,
        }).then(
          ({ answer }) => {
            if (!answer) return setProblem("The recipe could not be added. Please try again.");
            setLines(answer.lines);
            writeBrowserList(answer.lines);
          },
          () => setOffline(true),
        );
      } else if (navigator.onLine) readTyped();
      return () => window.removeEventListener("online", readTyped);
    }
    const queued = readQueue();
    const copy = readAccountCopy();
    if (preferCopy(copy, queued.length > 0, { lines: initialLines, at: loadedAt })) {
      setLines(copy.lines);
    } else if (initialLines) writeAccountCopy(initialLines, loadedAt);
    if (queued.length) void flush();
    const kept = readBrowserList();
    if (kept.length) {
      const merge = { op: "merge", requestId: newRequestId(), lines: kept };
      writeQueue([...readQueue(), merge]);
      writeBrowserList(null);
      void flush();
    }
    const online = () => void flush();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, []);

  const change = useCallback(
    (next: ListChange) => {
      setProblem(null);
      changes.current += 1;
      // Signed out, a typed line is read by the API as the account's list would read it (its
      // aisle, merged with its ingredient's line); until then, and offline, it shows as typed.
      if (!signedIn && next.op === "add-line") {
        askForBrowserList({ ...next, lines: readBrowserList() });
      }
      setLines((current) => {
        const applied = applyChange(current, next);
        // Queued below: until it is sent, the copy's time stays that of the last answer.
        if (signedIn) writeAccountCopy(applied, readAccountCopy()?.at ?? 0);
        else writeBrowserList(applied);
        return applied;
      });
      if (!signedIn) return;
      writeQueue([...readQueue(), next]);
      void flush();
    },
    [signedIn, flush, askForBrowserList],
  );

  return { lines, ready, offline, problem, change };
}
