import {
  RECIPE_EDITOR_BEAT_SECONDS,
  type RecipeEditor,
  type RecipeEditorsResponse,
} from "@schema/api/recipe-editors";
import { useEffect, useState } from "react";
import { browserStorage } from "../../lib/browser-storage";
import { postJson } from "../../lib/interactions/api-client";

const TAB_KEY = "recipe-editor-tab";
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * This tab's id: the one it had before a reload, else a new one. A reload's "leaving" and
 * the reloaded page's first beat can reach the API in either order; with one id the worst
 * is that the others miss this tab until its next beat, never that it is told about itself.
 * The id waits in sessionStorage only while no editor holds it (the page is away, or the
 * editor was left), so a tab duplicated while editing (which copies sessionStorage) makes
 * its own.
 */
function takeTabId(): string {
  const kept = unkeepTabId();
  // A name for this tab alone: the API tells its own entry from the author's other tabs.
  return kept && UUID_SHAPE.test(kept) ? kept : crypto.randomUUID();
}

/** The id kept while the page was away, taken out of sessionStorage. */
function unkeepTabId(): string | null {
  const storage = browserStorage("sessionStorage");
  try {
    const kept = storage?.getItem(TAB_KEY) ?? null;
    storage?.removeItem(TAB_KEY);
    return kept;
  } catch {
    // Storage refused: a new id each load.
    return null;
  }
}

function keepTabId(tabId: string) {
  try {
    browserStorage("sessionStorage")?.setItem(TAB_KEY, tabId);
  } catch {
    // Storage refused: the next load makes a new id.
  }
}

/**
 * Who else has this recipe open (the author's other tabs and devices, the site's other
 * managers), from the editor saying every RECIPE_EDITOR_BEAT_SECONDS that it has it open
 * (also while hidden: a tab left open in the background is the one that saves old words)
 * and at once when it is shown again. Leaving the editor, or the page, says so, so the others' notice
 * goes within a beat rather than when the API stops hearing from it. A failed call keeps
 * what was known: the notice is a courtesy, the saves' own check (ADR 0021) is the guard.
 *
 * Leaving the editor for another kitchen page waits for a beat still on its way: sent at
 * once, the "leaving" could reach the API first, and the late beat would bring the tab back
 * to the others' lists until it expired. A closing page cannot wait, so it says so at once.
 */
export function useOtherEditors(path: string): RecipeEditor[] {
  const [editors, setEditors] = useState<RecipeEditor[]>([]);

  useEffect(() => {
    const tabId = takeTabId();
    let active = true;
    let beating: Promise<unknown> = Promise.resolve();
    const beat = () => {
      beating = postJson<RecipeEditorsResponse>(path, { tabId }).then((result) => {
        if (active && result.ok) setEditors(result.body.editors);
      });
      return beating;
    };
    const sayLeaving = () => {
      // keepalive: the request outlives a closing page.
      void fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ tabId, leaving: true }),
        credentials: "same-origin",
        keepalive: true,
      }).catch(() => {});
    };
    const leave = () => {
      keepTabId(tabId);
      sayLeaving();
    };
    const shown = () => {
      if (document.visibilityState === "visible") void beat();
    };
    // Back from the bfcache, the page is open again.
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      unkeepTabId();
      void beat();
    };
    void beat();
    const timer = window.setInterval(beat, RECIPE_EDITOR_BEAT_SECONDS * 1000);
    document.addEventListener("visibilitychange", shown);
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", restored);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", shown);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", restored);
      keepTabId(tabId);
      void beating.finally(sayLeaving);
    };
  }, [path]);

  return editors;
}
