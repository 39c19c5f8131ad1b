import { z } from "zod";

/** The platform host's own legal pages: GET /api/v1/platform/pages/{kind}. */
export const PLATFORM_PAGE_KINDS = ["terms", "privacy"] as const;
export const platformPageParam = z.object({ kind: z.enum(PLATFORM_PAGE_KINDS) });
