import { RECIPE_EDITOR_SECONDS, type RecipeEditor } from "@schema/api/recipe-editors";
import { z } from "zod";

/**
 * Who has a recipe open in the editor, so it can say "Jess is editing this too" (ADR 0021).
 * Only a notice: saves stay guarded by If-Match, so nothing here is a lock, and a tab that
 * disappears from the list for a beat costs nothing but the notice.
 *
 * One KV key per recipe holds every tab heard from lately: { [tabId]: { userId, name,
 * seenAt } }. KV has no compare-and-swap, so two tabs beating at the same moment can each
 * write the list without the other's beat; the tab lost comes back with its next beat (30 s).
 * That is fine for presence, and a beat every 30 s per tab is far below KV's one write per
 * second per key.
 */

/** The key outlives the last beat long enough (KV's shortest expiry is 60 s). */
const KEY_SECONDS = 120;

type Tab = z.infer<typeof storedTab>;
type Tabs = Record<string, Tab>;

const storedTab = z.object({ userId: z.string(), name: z.string(), seenAt: z.iso.datetime() });

const keyOf = (siteId: string, recipeId: string) => `recipe-editors:${siteId}:${recipeId}`;

/** The stored tabs still heard from at `now`. Anything unreadable counts as no tab at all. */
async function freshTabs(kv: KVNamespace, key: string, now: Date): Promise<Tabs> {
  let stored: unknown;
  try {
    stored = JSON.parse((await kv.get(key)) ?? "{}");
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  const oldest = now.getTime() - RECIPE_EDITOR_SECONDS * 1000;
  const tabs: Tabs = {};
  for (const [tabId, value] of Object.entries(stored)) {
    const tab = storedTab.safeParse(value);
    if (tab.success && Date.parse(tab.data.seenAt) >= oldest) tabs[tabId] = tab.data;
  }
  return tabs;
}

async function store(kv: KVNamespace, key: string, tabs: Tabs) {
  if (Object.keys(tabs).length === 0) await kv.delete(key);
  else await kv.put(key, JSON.stringify(tabs), { expirationTtl: KEY_SECONDS });
}

/**
 * A beat from an editor tab: records it as seen now and answers the recipe's other open
 * tabs, most recently seen first, `you` on the caller's own.
 */
export async function editorTabSeen(
  kv: KVNamespace,
  siteId: string,
  recipeId: string,
  tab: { tabId: string; userId: string; name: string },
  now: Date,
): Promise<RecipeEditor[]> {
  const key = keyOf(siteId, recipeId);
  const tabs = await freshTabs(kv, key, now);
  const others = Object.entries(tabs)
    .filter(([tabId]) => tabId !== tab.tabId)
    .map(([, other]) => ({
      name: other.name,
      you: other.userId === tab.userId,
      seenAt: new Date(other.seenAt).toISOString(),
    }))
    .sort((a, b) => b.seenAt.localeCompare(a.seenAt));
  tabs[tab.tabId] = { userId: tab.userId, name: tab.name, seenAt: now.toISOString() };
  await store(kv, key, tabs);
  return others;
}

/** An editor tab closed: forgets it, if it is the caller's (a tab id alone proves nothing). */
export async function editorTabClosed(
  kv: KVNamespace,
  siteId: string,
  recipeId: string,
  tab: { tabId: string; userId: string },
  now: Date,
) {
  const key = keyOf(siteId, recipeId);
  const tabs = await freshTabs(kv, key, now);
  if (tabs[tab.tabId]?.userId !== tab.userId) return;
  delete tabs[tab.tabId];
  await store(kv, key, tabs);
}
