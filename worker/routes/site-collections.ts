import { collectionListResponse, collectionResponse } from "@schema/api/answers/public-read";
import { siteSlugParam } from "@schema/api/common";
import {
  type CollectionListResponse,
  type CollectionResponse,
  collectionParam,
} from "@schema/api/public-read";
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { answers } from "../openapi/describe";
import { collectionCards, collectionWithRecipes } from "../services/collections/public";
import { getSiteBySlug } from "../services/sites/lookup";
import { validate } from "../validate";
import { sharedCache } from "./site-cache-control";

/** A site's collections for visitors: /api/v1/site/{siteSlug}/collections… */
export const siteCollections = new Hono<AppEnv>()
  .get(
    "/:siteSlug/collections",
    answers(200, collectionListResponse, "The site's collections, newest first"),
    validate("param", siteSlugParam),
    async (c) => {
      const site = await getSiteBySlug(c.var.db, c.req.valid("param").siteSlug);
      const collections = await collectionCards(c.var.databases.of(site.database), site.id);
      sharedCache(c);
      return c.json({ collections } satisfies CollectionListResponse);
    },
  )
  .get(
    "/:siteSlug/collections/:collectionSlug",
    answers(200, collectionResponse, "The collection with its published recipes, in its order"),
    validate("param", collectionParam),
    async (c) => {
      const { siteSlug, collectionSlug } = c.req.valid("param");
      const site = await getSiteBySlug(c.var.db, siteSlug);
      const collection = await collectionWithRecipes(
        c.var.databases.of(site.database),
        site.id,
        collectionSlug,
      );
      if (!collection) throw notFound("Collection");
      sharedCache(c);
      return c.json({ collection } satisfies CollectionResponse);
    },
  );
