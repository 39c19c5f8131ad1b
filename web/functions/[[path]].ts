import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
// The server build exists after `npm run build`; Pages bundles it with this function.
// @ts-expect-error no type declarations for the generated build
import * as build from "../build/server";

export const onRequest = createPagesFunctionHandler({ build });
