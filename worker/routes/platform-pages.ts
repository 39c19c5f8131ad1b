import { sitePageResponse } from "@schema/api/answers/site-pages";
import { platformPageParam } from "@schema/api/platform-pages";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { answers } from "../openapi/describe";
import { platformPage } from "../services/site-pages/platform-pages";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/** GET /api/v1/platform/pages/{kind}: the platform host's own terms or privacy notice. */
export const platformPages = new Hono<AppEnv>().get(
  "/pages/:kind",
  answers(200, sitePageResponse, "The platform's terms or privacy notice"),
  validate("param", platformPageParam),
  (c) => {
    sharedCache(c);
    return c.json(platformPage(c.req.valid("param").kind));
  },
);
