import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { foodSearchLoader, nutritionAction } from "../kitchen/nutrition/nutrition.server";

/** The recipe editor's nutrition calls (JSON): GET ?q= food search, POST live label or a site ingredient's food. */
export const loader = (args: LoaderFunctionArgs) => foodSearchLoader(args);
export const action = (args: ActionFunctionArgs) => nutritionAction(args);
