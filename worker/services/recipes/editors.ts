import { RECIPE_EDITOR_SECONDS, type RecipeEditor } from "@schema/api/recipe-editors";
import { z } from "zod";

/**
 * Who has a recipe open in the editor, so it can say "Jess is editing this too" (ADR 0021).
 * Only a notice: saves stay guarded by If-Match, so nothing here is a lock, and a tab missing
 * from the list for a beat costs nothing but the notice.
 *
 * One KV key per open tab, `recipe-editors:{siteId}:{recipeId}:{tabId}`, its metadata the
 * tab's { userId, name, seenAt }, read back with one list by the recipe's prefix (a list
 * returns the metadata). Each tab writes only its own key, so two tabs never overwrite each
 * other's beat, even where KV's reads lag its writes (up to a minute between locations: a
 * tab far away may be heard of a beat late). A beat every 30 s per key is far below KV's one
 * write per second per key.
 */

/** The key outlives the last beat long enough (KV's shortest expiry is 60 s). */
const KEY_SECONDS = 120;

type Tab = z.infer<typeof storedTab>;

const storedTab = z.object({ userId: z.string(), name: z.string(), seenAt: z.iso.datetime() });

const sitePrefixOf = (siteId: string) => `recipe-editors:${siteId}:`;
const prefixOf = (siteId: string, recipeId: string) => `${sitePrefixOf(siteId)}${recipeId}:`;

/**
 * The tabs under `prefix` still heard from at `now`, by the rest of their key (a recipe's:
 * the tab id; a site's: "{recipeId}:{tabId}"). Unreadable metadata is no tab. A site has a
 * handful of open tabs at most: one page of a list (up to 1,000 keys) holds them.
 */
async function freshTabs(kv: KVNamespace, prefix: string, now: Date): Promise<Map<string, Tab>> {
  const oldest = now.getTime() - RECIPE_EDITOR_SECONDS * 1000;
  const tabs = new Map<string, Tab>();
  const listed = await kv.list<unknown>({ prefix });
  for (const key of listed.keys) {
    const tab = storedTab.safeParse(key.metadata);
    if (tab.success && Date.parse(tab.data.seenAt) >= oldest) {
      tabs.set(key.name.slice(prefix.length), tab.data);
    }
  }
  return tabs;
}

const editorOf = (tab: Tab, userId: string): RecipeEditor => ({
  name: tab.name,
  you: tab.userId === userId,
  seenAt: new Date(tab.seenAt).toISOString(),
});

const latestFirst = (a: RecipeEditor, b: RecipeEditor) => b.seenAt.localeCompare(a.seenAt);

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
  const prefix = prefixOf(siteId, recipeId);
  const tabs = await freshTabs(kv, prefix, now);
  const others = [...tabs]
    .filter(([tabId]) => tabId !== tab.tabId)
    .map(([, other]) => editorOf(other, tab.userId))
    .sort(latestFirst);
  const metadata: Tab = { userId: tab.userId, name: tab.name, seenAt: now.toISOString() };
  await kv.put(`${prefix}${tab.tabId}`, "", { expirationTtl: KEY_SECONDS, metadata });
  return others;
}

/** An editor tab closed: forgets it, if it is the caller's (a tab id alone proves nothing). */
export async function editorTabClosed(
  kv: KVNamespace,
  siteId: string,
  recipeId: string,
  tab: { tabId: string; userId: string },
) {
  const key = `${prefixOf(siteId, recipeId)}${tab.tabId}`;
  const stored = storedTab.safeParse((await kv.getWithMetadata(key)).metadata);
  if (stored.success && stored.data.userId === tab.userId) await kv.delete(key);
}

/**
 * The site's recipes open in an editor now, for the kitchen's recipe list: each with its
 * tabs, `you` on the caller's own, most recently seen first.
 */
export async function siteEditors(
  kv: KVNamespace,
  siteId: string,
  userId: string,
  now: Date,
): Promise<{ recipeId: string; editors: RecipeEditor[] }[]> {
  const byRecipe = new Map<string, RecipeEditor[]>();
  for (const [rest, tab] of await freshTabs(kv, sitePrefixOf(siteId), now)) {
    const recipeId = rest.slice(0, rest.indexOf(":"));
    byRecipe.set(recipeId, [...(byRecipe.get(recipeId) ?? []), editorOf(tab, userId)]);
  }
  return [...byRecipe].map(([recipeId, editors]) => ({
    recipeId,
    editors: editors.sort(latestFirst),
  }));
}
