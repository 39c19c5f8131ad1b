import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { openImageLoader } from "../lib/newsletter/engagement.server";

/** A newsletter's open image (lib/newsletter/engagement.server.ts). */
export const loader = (args: LoaderFunctionArgs) => openImageLoader(args);
