import type { ClientActionFunctionArgs } from "@remix-run/react";

/**
 * What a kitchen action answers a fetcher with when the API said no: the API's error code,
 * message and field issues (paths like `ingredientUsageGroups.0.title`), and its status.
 * Status 0 means the server was not reached at all (offline, a dropped connection).
 */
export type ActionFailure = {
  ok: false;
  status: number;
  error: string;
  message: string;
  issues: { path: string; message: string }[];
};

export const OFFLINE_FAILURE: ActionFailure = {
  ok: false,
  status: 0,
  error: "offline",
  message: "The kitchen could not reach the server. Check your connection and try again.",
  issues: [],
};

/**
 * Use as a kitchen route's `clientAction`. A fetcher whose request fails outright would
 * otherwise replace the whole page with the error boundary; an author mid-edit should see
 * "Couldn't save — retry" and keep their work instead.
 */
export async function networkTolerantAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    // Redirects and responses thrown on purpose are the router's to handle.
    if (error instanceof Response) throw error;
    console.error("Kitchen action failed", error);
    // A fresh object each time: callers tell a new answer from the last one by identity.
    return { ...OFFLINE_FAILURE };
  }
}
