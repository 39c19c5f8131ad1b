import {
  type ManageContributor,
  manageContributorListResponse,
  manageContributorResponse,
} from "@schema/api/answers/manage-contributors";
import { ifMatchHeader } from "@schema/api/common";
import { contributorBody, contributorParam } from "@schema/api/manage-contributors";
import { Hono } from "hono";
import { digestTag, requireUnchangedSince } from "../lib/preconditions";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import {
  createContributor,
  deleteContributor,
  getSiteContributor,
  listSiteContributors,
  manageContributor,
  updateContributor,
} from "../services/contributors/roster";
import { validate } from "../validate";

/**
 * A contributor's ETag: a digest of what their form writes. Not of the count of recipes that
 * credit them, which a recipe's save moves.
 */
const contributorTag = ({ recipeCount, image, ...stored }: ManageContributor) => digestTag(stored);

/** The kitchen's contributors: /api/v1/manage/{siteSlug}/contributors… */
export const manageContributors = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/contributors",
    answers(200, manageContributorListResponse, "The people the site credits on its recipes"),
    manager,
    async (c) =>
      c.json({ contributors: await listSiteContributors(c.var.dbs.site, c.var.site.id) }),
  )
  .post(
    "/:siteSlug/contributors",
    answers(201, manageContributorResponse, "The new contributor, ready to credit", {
      etag: true,
    }),
    manager,
    validate("json", contributorBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const id = await createContributor(dbs, site, c.req.valid("json"));
      const contributor = await manageContributor(db, site.id, id);
      c.header("ETag", await contributorTag(contributor));
      return c.json({ contributor }, 201);
    },
  )
  .get(
    "/:siteSlug/contributors/:contributorId",
    answers(200, manageContributorResponse, "The contributor", { etag: true }),
    manager,
    validate("param", contributorParam),
    async (c) => {
      const { contributorId } = c.req.valid("param");
      const contributor = await manageContributor(c.var.dbs.site, c.var.site.id, contributorId);
      c.header("ETag", await contributorTag(contributor));
      return c.json({ contributor });
    },
  )
  .put(
    "/:siteSlug/contributors/:contributorId",
    answers(200, manageContributorResponse, "The contributor, as saved", { etag: true }),
    manager,
    validate("param", contributorParam),
    validate("header", ifMatchHeader),
    validate("json", contributorBody),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const found = await getSiteContributor(db, site.id, c.req.valid("param").contributorId);
      await requireUnchangedSince(c.req.valid("header")["if-match"], async () =>
        contributorTag(await manageContributor(db, site.id, found.id)),
      );
      await updateContributor(dbs, site, found, c.req.valid("json"));
      const saved = await manageContributor(db, site.id, found.id);
      c.header("ETag", await contributorTag(saved));
      return c.json({ contributor: saved });
    },
  )
  .delete(
    "/:siteSlug/contributors/:contributorId",
    answersNothing("Deleted; recipes that credited them no longer do"),
    manager,
    validate("param", contributorParam),
    async (c) => {
      const { dbs, site } = c.var;
      const db = dbs.site;
      const found = await getSiteContributor(db, site.id, c.req.valid("param").contributorId);
      await deleteContributor(dbs, site, found);
      return c.body(null, 204);
    },
  );
