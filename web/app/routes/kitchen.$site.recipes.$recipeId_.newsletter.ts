import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  newsletterPanelAction,
  newsletterPanelLoader,
} from "../kitchen/newsletters/newsletter.server";

/**
 * The recipe editor's newsletter panel, called by its script (JSON): GET for the audience
 * and the sends (polled while one is going out), POST to preview, test or send.
 */
export const loader = (args: LoaderFunctionArgs) => newsletterPanelLoader(args);
export const action = (args: ActionFunctionArgs) => newsletterPanelAction(args);
