import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { foodSearchLoader, nutritionPreviewAction } from "../kitchen/nutrition/nutrition.server";

/** The recipe editor's nutrition calls (JSON): GET ?q= food search, POST live label. */
export const loader = (args: LoaderFunctionArgs) => foodSearchLoader(args);
export const action = (args: ActionFunctionArgs) => nutritionPreviewAction(args);
