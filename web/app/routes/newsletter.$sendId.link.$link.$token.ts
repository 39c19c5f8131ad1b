import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { countedLinkLoader } from "../lib/newsletter/engagement.server";

/** A newsletter's counted link (lib/newsletter/engagement.server.ts). */
export const loader = (args: LoaderFunctionArgs) => countedLinkLoader(args);
