import {
  manageCollectionListResponse,
  manageCollectionResponse,
} from "@schema/api/answers/manage-collections";
import { ifMatchHeader, updatedAtTag } from "@schema/api/common";
import {
  collectionParam,
  createCollectionBody,
  updateCollectionBody,
} from "@schema/api/manage-collections";
import { Hono } from "hono";
import { requireUnchanged } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import {
  createCollection,
  deleteCollection,
  getSiteCollection,
  listManageCollections,
  manageCollection,
  updateCollection,
} from "../services/collections/kitchen";
import { validate } from "../validate";

/** The kitchen's collections: /api/v1/manage/{siteSlug}/collections… */
export const manageCollections = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/collections",
    answers(
      200,
      manageCollectionListResponse,
      "The site's collections, recently updated first, with their recipe counts",
    ),
    manager,
    async (c) => c.json(await listManageCollections(c.var.dbs.site, c.var.site.id)),
  )
  .post(
    "/:siteSlug/collections",
    answers(201, manageCollectionResponse, "The new collection", { etag: true }),
    manager,
    validate("json", createCollectionBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const id = await createCollection(dbs, site, c.req.valid("json"));
      const collection = await manageCollection(db, site.id, id);
      c.header("ETag", updatedAtTag(collection.updatedAt));
      return c.json({ collection }, 201);
    },
  )
  .get(
    "/:siteSlug/collections/:collectionId",
    answers(
      200,
      manageCollectionResponse,
      "The collection, with its recipes in order (drafts included)",
      { etag: true },
    ),
    manager,
    validate("param", collectionParam),
    async (c) => {
      const { collectionId } = c.req.valid("param");
      const collection = await manageCollection(c.var.dbs.site, c.var.site.id, collectionId);
      c.header("ETag", updatedAtTag(collection.updatedAt));
      return c.json({ collection });
    },
  )
  .put(
    "/:siteSlug/collections/:collectionId",
    answers(200, manageCollectionResponse, "The collection, as saved", { etag: true }),
    manager,
    validate("param", collectionParam),
    validate("header", ifMatchHeader),
    validate("json", updateCollectionBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const collection = await getSiteCollection(db, site.id, c.req.valid("param").collectionId);
      const saved = updatedAtTag(collection.updatedAt.toISOString());
      requireUnchanged(c.req.valid("header")["if-match"], saved);
      await updateCollection(dbs, site, collection, c.req.valid("json"));
      const updated = await manageCollection(db, site.id, collection.id);
      c.header("ETag", updatedAtTag(updated.updatedAt));
      return c.json({ collection: updated });
    },
  )
  .delete(
    "/:siteSlug/collections/:collectionId",
    answersNothing("Deleted; its recipes stay"),
    manager,
    validate("param", collectionParam),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const collection = await getSiteCollection(db, site.id, c.req.valid("param").collectionId);
      await deleteCollection(dbs, site, collection);
      return c.body(null, 204);
    },
  );
