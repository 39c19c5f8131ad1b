import { z } from "zod";
import { shoppingListLine } from "./answers/shopping-list";
import { slug } from "./common";

/**
 * Requests of the shopping list (/api/v1/shopping-list…). Every change carries a client
 * request id: a retried request with the same id is applied once.
 */
export const requestId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, dashes and underscores")
  .describe("The client's id for this change; a retry with the same id changes nothing");

/** The servings multipliers a recipe page offers (web/app/lib/recipe/servings.ts). */
export const listScale = z.union([
  z.literal(0.5),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

const recipeToAdd = {
  siteSlug: slug,
  recipeSlug: slug,
  scale: listScale.default(1),
  system: z.enum(["metric", "imperial"]).default("imperial"),
};

/** POST shopping-list/recipes */
export const addRecipeBody = z.object({ requestId, ...recipeToAdd });
export type AddRecipeBody = z.input<typeof addRecipeBody>;

const lineText = {
  name: z.string().trim().min(1, "Name the item").max(200),
  amount: z.string().trim().max(40).default(""),
  unit: z.string().trim().max(40).default(""),
};

const TYPED_TEXT =
  "The line as a cook writes it ('2 cups flour', 'a pinch of salt', 'paper towels'), read like a recipe's ingredient line: an ingredient of the catalogue takes its aisle and adds up with the list's line of it; anything else is kept as typed.";
const typedText = z.string().trim().min(1, "Name the item").max(200);

/**
 * POST shopping-list/lines: a line added by hand, as one line of text ("2 cups flour") or as
 * its parts (name, amount, unit).
 */
export const addLineBody = z
  .object({
    requestId,
    text: typedText.optional().describe(`${TYPED_TEXT} Send this or name.`),
    name: lineText.name.optional().describe("The item, kept as typed. Send this or text."),
    amount: lineText.amount.describe("With name: the amount ('1 1/2')"),
    unit: lineText.unit.describe("With name: the unit ('cups')"),
  })
  .superRefine((body, context) => {
    if ((body.text === undefined) === (body.name === undefined)) {
      context.addIssue({
        code: "custom",
        path: [body.text === undefined ? "name" : "text"],
        message: "Send the line as text, or its name (with an amount and unit), not both",
      });
    }
  });
export type AddLineBody = z.input<typeof addLineBody>;

/** PATCH shopping-list/lines/{lineId}: check, uncheck or edit one line. */
export const editLineBody = z
  .object({
    requestId: requestId.optional(),
    checked: z.boolean().optional(),
    name: lineText.name.optional(),
    amount: z.string().trim().max(40).optional(),
    unit: z.string().trim().max(40).optional(),
  })
  .refine(
    (body) => [body.checked, body.name, body.amount, body.unit].some((v) => v !== undefined),
    { message: "Send checked, name, amount or unit" },
  );
export type EditLineBody = z.input<typeof editLineBody>;

export const lineParam = z.object({ lineId: z.uuid() });

/** POST shopping-list/clear-checked */
export const clearCheckedBody = z.object({ requestId });

/** A list a signed-out browser kept: at most this many lines. */
export const MAX_LIST_LINES = 300;
export const browserList = z.array(shoppingListLine).max(MAX_LIST_LINES);

/** POST shopping-list/merges: a signed-out browser's list, merged into the account's on sign-in. */
export const mergeListBody = z.object({ requestId, lines: browserList });
export type MergeListBody = z.input<typeof mergeListBody>;

/**
 * POST shopping-list/browser-recipes: a recipe merged into a list the browser keeps (signed
 * out). Nothing is stored: the answer is the browser's new list.
 */
export const browserRecipeBody = z.object({ ...recipeToAdd, lines: browserList });
export type BrowserRecipeBody = z.input<typeof browserRecipeBody>;

/**
 * POST shopping-list/browser-lines: a typed line merged into a list the browser keeps (signed
 * out), read as the account's list reads it, with the lines the browser kept as typed. Without
 * `text`, only those are read: what a signed-out reader typed offline, once the network is
 * back. Nothing is stored: the answer is the new list.
 */
export const browserLineBody = z.object({
  text: typedText
    .optional()
    .describe(`${TYPED_TEXT} Left out, only the lines the browser kept as typed are read.`),
  lines: browserList,
});
export type BrowserLineBody = z.input<typeof browserLineBody>;

export type {
  ShoppingListLine,
  ShoppingListResponse,
  ShoppingListSource,
} from "./answers/shopping-list";
