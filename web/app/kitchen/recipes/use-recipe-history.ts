import type { RecipeRevisionSummary, RecipeRevisionsResponse } from "@schema/api/recipe-revisions";
import { useCallback, useEffect, useState } from "react";
import { getJson } from "../../lib/interactions/api-client";
import { historyFailure } from "./recipe-history";

export type RecipeHistory = {
  /** Newest first; null until the first answer. */
  revisions: RecipeRevisionSummary[] | null;
  loading: boolean;
  /** Why the last load failed; what was shown before stays. */
  error: string | null;
  retry(): void;
};

/**
 * The recipe's versions from the history route: loaded once the page runs script, and again
 * whenever `savedCount` moves (each save changes the newest version or begins one). An answer
 * to an older request than the latest is dropped, so a slow load never overwrites a newer one.
 */
export function useRecipeHistory(path: string, savedCount: number): RecipeHistory {
  const [revisions, setRevisions] = useState<RecipeRevisionSummary[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // savedCount and attempt are not read inside: their moving is the cue to ask again.
  useEffect(() => {
    let latest = true;
    setLoading(true);
    void getJson<RecipeRevisionsResponse>(path).then((result) => {
      if (!latest) return;
      setLoading(false);
      if (result.ok) {
        setRevisions(result.body.revisions);
        setError(null);
      } else setError(historyFailure(result));
    });
    return () => {
      latest = false;
    };
  }, [path, savedCount, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { revisions, loading, error, retry };
}
