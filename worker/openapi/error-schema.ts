import { z } from "zod";
import { errorCode } from "../errors";

/** The one error body of the API (errors.ts `errorResponse`), as the document states it. */
export const errorBody = z.object({
  error: errorCode.describe("Stable machine code; the HTTP status follows from it."),
  message: z.string().describe("For people."),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe("400 only: which fields are not valid and why (path is dot-separated)."),
});
