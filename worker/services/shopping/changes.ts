import type {
  addLineBody,
  ShoppingListLine,
  ShoppingListResponse,
} from "@schema/api/shopping-list";
import type { z } from "zod";
import type { Db } from "../../env";
import type { SiteDatabases } from "../../lib/site-databases";
import type { Session } from "../identity/sessions";
import { aisleName } from "./aisles";
import {
  applyOnce,
  catalogueFor,
  lineDelete,
  lineUpdate,
  listAnswer,
  mergeWrites,
  ownLine,
  readLines,
} from "./list";
import { agreedName, editedLine, handLine, type Line, mergeLines } from "./merge";
import { joinCatalogues, type RecipeToAdd, recipeLines } from "./recipe-lines";
import { isAsTyped, typedLineReader } from "./typed-line";

/**
 * The changes a person makes to their list. Each reads the list, works out the new one in
 * memory (merge.ts) and writes the difference in one batch with its request id (list.ts).
 */

type AddLine = z.output<typeof addLineBody>;

const ingredientIdsOf = (lines: readonly Line[]) =>
  lines.flatMap((line) => (line.ingredientId ? [line.ingredientId] : []));

/** A recipe's ingredients at a scale and in a system, merged into the person's list. */
export async function addRecipe(
  databases: SiteDatabases,
  session: Session,
  add: RecipeToAdd & { requestId: string },
): Promise<ShoppingListResponse> {
  const db = databases.platform;
  const userId = session.user.id;
  const [recipe, before] = await Promise.all([
    recipeLines(databases, session, add),
    readLines(db, userId),
  ]);
  const catalogue = joinCatalogues(
    await catalogueFor(db, ingredientIdsOf(before)),
    recipe.catalogue,
  );
  const merged = mergeLines(before, recipe.lines, catalogue);
  return applyOnce(db, userId, add.requestId, mergeWrites(db, userId, before, merged));
}

/**
 * A line added by hand. Typed as one line ("2 cups flour"), a catalogue ingredient joins the
 * list's unchecked line of it as a recipe's would; given as its parts, it is a line of its own.
 */
export async function addHandLine(
  db: Db,
  userId: string,
  body: AddLine,
): Promise<ShoppingListResponse> {
  if (body.text !== undefined) {
    const [before, read] = await Promise.all([readLines(db, userId), typedLineReader(db)]);
    const line = read(body.text);
    const catalogue = await catalogueFor(db, ingredientIdsOf([...before, line]));
    const merged = mergeLines(before, [line], catalogue);
    return applyOnce(db, userId, body.requestId, mergeWrites(db, userId, before, merged));
  }
  const { units } = await catalogueFor(db, []);
  // The body's schema asks for a name whenever there is no text.
  const line = handLine({ ...body, name: body.name ?? "" }, units.values());
  const merged = { lines: [line], changed: new Set<string>(), added: new Set([line.id]) };
  return applyOnce(db, userId, body.requestId, mergeWrites(db, userId, [], merged));
}

export async function editLine(
  db: Db,
  userId: string,
  lineId: string,
  edit: { requestId?: string; checked?: boolean; name?: string; amount?: string; unit?: string },
): Promise<ShoppingListResponse> {
  const before = await readLines(db, userId);
  const line = ownLine(before, lineId);
  const textEdited = [edit.name, edit.amount, edit.unit].some((value) => value !== undefined);
  let next = { ...line, checked: edit.checked ?? line.checked };
  if (textEdited) {
    const catalogue = await catalogueFor(db, ingredientIdsOf([line]));
    const edited = editedLine(next, edit, catalogue.units.values());
    // A new count: "2 large yellow onions", not "2 large yellow onion".
    next = { ...edited, name: agreedName(edited, catalogue) };
  }
  return applyOnce(db, userId, edit.requestId, [lineUpdate(db, userId, next)]);
}

export async function removeLine(
  db: Db,
  userId: string,
  lineId: string,
): Promise<ShoppingListResponse> {
  const before = await readLines(db, userId);
  ownLine(before, lineId);
  // Removing is the same however often it is retried, so it needs no request id.
  return applyOnce(db, userId, undefined, [lineDelete(db, userId, [lineId])]);
}

export async function clearChecked(
  db: Db,
  userId: string,
  requestId: string,
): Promise<ShoppingListResponse> {
  const before = await readLines(db, userId);
  const checked = before.filter((line) => line.checked).map((line) => line.id);
  if (!checked.length) return listAnswer(before);
  return applyOnce(db, userId, requestId, [lineDelete(db, userId, checked)]);
}

/**
 * A list a browser kept while signed out, fresh ids each, so lines merged on another
 * account or device never collide with rows here; aisle names come from the server's table.
 */
function fromBrowser(lines: readonly ShoppingListLine[]): Line[] {
  return lines.map((line) => ({
    ...line,
    id: crypto.randomUUID(),
    aisleName: aisleName(line.aisle),
  }));
}

/** Each line the browser kept as typed, read as a typed line (its check mark kept). */
const readAsTyped = (lines: Line[], read: (text: string) => Line): Line[] =>
  lines.map((line) => (isAsTyped(line) ? { ...read(line.name), checked: line.checked } : line));

/**
 * The browser's list merged into the account's on sign-in: its recipe lines, and lines typed
 * there, join the account's lines of the same ingredient (checked ones stay their own); the
 * rest are added.
 */
export async function mergeBrowserList(
  db: Db,
  userId: string,
  body: { requestId: string; lines: readonly ShoppingListLine[] },
): Promise<ShoppingListResponse> {
  const before = await readLines(db, userId);
  let incoming = fromBrowser(body.lines);
  // What a browser kept as typed is read now, as it would have been signed in.
  if (incoming.some(isAsTyped)) incoming = readAsTyped(incoming, await typedLineReader(db));
  const catalogue = await catalogueFor(db, ingredientIdsOf([...before, ...incoming]));
  const merged = mergeLines(before, incoming, catalogue);
  return applyOnce(db, userId, body.requestId, mergeWrites(db, userId, before, merged));
}

/**
 * A line typed into a signed-out browser's list, merged as the account's list would merge it;
 * lines the browser kept as typed (offline, or from before) are read too, and are all that is
 * read when no text comes. Nothing is stored.
 */
export async function browserLine(
  db: Db,
  body: { text?: string; lines: readonly ShoppingListLine[] },
): Promise<ShoppingListResponse> {
  const read = await typedLineReader(db);
  const kept = body.lines.map((line) => ({ ...line, aisleName: aisleName(line.aisle) }));
  const before = kept.filter((line) => !isAsTyped(line));
  const typed = body.text === undefined ? [] : [read(body.text)];
  const incoming = [...readAsTyped(kept.filter(isAsTyped), read), ...typed];
  const catalogue = await catalogueFor(db, ingredientIdsOf([...before, ...incoming]));
  return listAnswer(mergeLines(before, incoming, catalogue).lines);
}

/** A recipe merged into a signed-out browser's list: nothing is stored. */
export async function browserRecipe(
  databases: SiteDatabases,
  session: Session | null,
  body: RecipeToAdd & { lines: readonly ShoppingListLine[] },
): Promise<ShoppingListResponse> {
  const db = databases.platform;
  const recipe = await recipeLines(databases, session, body);
  const before = body.lines.map((line) => ({ ...line, aisleName: aisleName(line.aisle) }));
  const catalogue = joinCatalogues(
    await catalogueFor(db, ingredientIdsOf(before)),
    recipe.catalogue,
  );
  return listAnswer(mergeLines(before, recipe.lines, catalogue).lines);
}
