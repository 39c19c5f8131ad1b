import { shoppingListResponse } from "@schema/api/answers/shopping-list";
import {
  addLineBody,
  addRecipeBody,
  browserLineBody,
  browserRecipeBody,
  clearCheckedBody,
  editLineBody,
  lineParam,
  mergeListBody,
  type ShoppingListResponse,
} from "@schema/api/shopping-list";
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../env";
import { requireSession } from "../middleware/session";
import { answers, sessionOnly } from "../openapi/describe";
import { clientIp, enforceAbuseLimit } from "../services/limits/abuse";
import {
  addHandLine,
  addRecipe,
  browserLine,
  browserRecipe,
  clearChecked,
  editLine,
  mergeBrowserList,
  removeLine,
} from "../services/shopping/changes";
import { readList } from "../services/shopping/list";
import { validate } from "../validate";

/**
 * The shopping list: /api/v1/shopping-list…, one per account across every site
 * (services/shopping/CONTEXT.md). Any session of the person may use it, one signed in on a
 * creator's site too: every site shows the same list. What a recipe adds is still decided by
 * that recipe's site (its paywall), in the service. Every call answers with the whole list.
 * The session is checked before the body, so signed out is 401 whatever was sent.
 */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  const session = requireSession(c, "any");
  await enforceAbuseLimit(c.env, "shoppingList", { person: session.user.id, ip: clientIp(c) });
  await next();
});

/**
 * The calls for a list the browser keeps answer signed out too: limited per person when there
 * is one (a personal API token is nobody here), else per address. Returns the session.
 */
async function limitBrowserList(c: Context<AppEnv>) {
  const session = c.var.session?.apiToken ? null : c.var.session;
  await enforceAbuseLimit(c.env, "shoppingList", {
    person: session?.user.id ?? `ip:${clientIp(c)}`,
    ip: clientIp(c),
  });
  return session;
}

const LIST = "The person's whole shopping list, by aisle";

const userOf = (c: { var: AppEnv["Variables"] }) => requireSession(c, "any").user.id;

export const shoppingList = new Hono<AppEnv>()
  .get("/", sessionOnly, answers(200, shoppingListResponse, LIST), signedIn, async (c) => {
    return c.json((await readList(c.var.db, userOf(c))) satisfies ShoppingListResponse);
  })
  .post(
    "/recipes",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, with the recipe's ingredients merged in`),
    signedIn,
    validate("json", addRecipeBody),
    async (c) => {
      const session = requireSession(c, "any");
      const list = await addRecipe(c.var.databases, session, c.req.valid("json"));
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .post(
    "/lines",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, with the line added`),
    signedIn,
    validate("json", addLineBody),
    async (c) => {
      const list = await addHandLine(c.var.db, userOf(c), c.req.valid("json"));
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .patch(
    "/lines/:lineId",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, with the line changed`),
    signedIn,
    validate("param", lineParam),
    validate("json", editLineBody),
    async (c) => {
      const { lineId } = c.req.valid("param");
      const list = await editLine(c.var.db, userOf(c), lineId, c.req.valid("json"));
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .delete(
    "/lines/:lineId",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, without the line`),
    signedIn,
    validate("param", lineParam),
    async (c) => {
      const list = await removeLine(c.var.db, userOf(c), c.req.valid("param").lineId);
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .post(
    "/clear-checked",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, without its checked lines`),
    signedIn,
    validate("json", clearCheckedBody),
    async (c) => {
      const { requestId } = c.req.valid("json");
      const list = await clearChecked(c.var.db, userOf(c), requestId);
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .post(
    "/merges",
    sessionOnly,
    answers(200, shoppingListResponse, `${LIST}, with the browser's list merged in`),
    signedIn,
    validate("json", mergeListBody),
    async (c) => {
      const list = await mergeBrowserList(c.var.db, userOf(c), c.req.valid("json"));
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .post(
    "/browser-recipes",
    // Signed out too: the list lives in the browser, and the answer is its next state.
    describeRoute({ security: [{}, { session: [] }] }),
    answers(
      200,
      shoppingListResponse,
      "The browser's list with the recipe's ingredients merged in; nothing is stored",
    ),
    validate("json", browserRecipeBody),
    async (c) => {
      const session = await limitBrowserList(c);
      const list = await browserRecipe(c.var.databases, session, c.req.valid("json"));
      return c.json(list satisfies ShoppingListResponse);
    },
  )
  .post(
    "/browser-lines",
    // Signed out too, like browser-recipes.
    describeRoute({ security: [{}, { session: [] }] }),
    answers(
      200,
      shoppingListResponse,
      "The browser's list with the typed line, and the lines it kept as typed, read and merged in; nothing is stored",
    ),
    validate("json", browserLineBody),
    async (c) => {
      await limitBrowserList(c);
      return c.json(
        (await browserLine(c.var.db, c.req.valid("json"))) satisfies ShoppingListResponse,
      );
    },
  );
