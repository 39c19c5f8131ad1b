import type { ShoppingListLine } from "@schema/api/shopping-list";
import { newRequestId, readBrowserList, writeAccountCopy, writeBrowserList } from "./browser-store";

/**
 * The recipe page's "Add to shopping list", loaded on the press (the page itself carries only
 * the form). Signed in, the recipe goes on the account's list; signed out, on the list this
 * browser keeps, merged by the API and stored here. A list kept while signed out is merged
 * into the account's first, so nothing added before signing in is lost.
 */
export async function addRecipeToList(form: FormData): Promise<string> {
  const local = readBrowserList();
  const post = async (body: Record<string, unknown>) => {
    const response = await fetch("/api/shopping-list", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => null)) as {
      lines?: ShoppingListLine[];
      stored?: "account" | "browser";
      at?: number;
      message?: string;
    } | null;
    if (!response.ok || !answer?.lines) {
      throw new Error(answer?.message ?? "The recipe could not be added. Please try again.");
    }
    return answer as { lines: ShoppingListLine[]; stored: "account" | "browser"; at: number };
  };
  const answer = await post({
    op: "add-recipe",
    requestId: newRequestId(),
    recipeSlug: String(form.get("recipeSlug") ?? ""),
    scale: Number(form.get("scale") ?? 1),
    system: String(form.get("system") ?? "imperial"),
    lines: local,
  });
  if (answer.stored === "browser") {
    writeBrowserList(answer.lines);
    return "Added to the shopping list kept in this browser.";
  }
  let latest = answer;
  if (local.length) {
    latest = await post({ op: "merge", requestId: newRequestId(), lines: local });
    writeBrowserList(null);
  }
  writeAccountCopy(latest.lines, latest.at);
  return "Added to your shopping list.";
}

/**
 * The press itself: the button busy while the recipe is added (focus stays on it), then the outcome in the
 * form's status line (a live region); the form's View list link leads to the list.
 */
export async function pressAddToList(form: HTMLFormElement) {
  const button = form.querySelector("button");
  const status = form.querySelector<HTMLParagraphElement>('[role="status"]');
  // A second press while the first runs adds nothing. Not `disabled`: disabling the focused
  // button would drop the keyboard's focus to the page's top.
  if (!status || button?.getAttribute("aria-disabled") === "true") return;
  button?.setAttribute("aria-busy", "true");
  button?.setAttribute("aria-disabled", "true");
  status.textContent = "Adding…";
  try {
    status.textContent = await addRecipeToList(new FormData(form));
  } catch (error) {
    status.textContent =
      error instanceof Error && error.message
        ? error.message
        : "The recipe could not be added. Please try again.";
  } finally {
    button?.removeAttribute("aria-busy");
    button?.removeAttribute("aria-disabled");
  }
}
