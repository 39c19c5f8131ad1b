import {
  customDomainListResponse,
  customDomainResponse,
  verifyCustomDomainResponse,
} from "@schema/api/answers/manage-domains";
import { createCustomDomainBody, customDomainParam } from "@schema/api/manage-domains";
import { Hono } from "hono";
import { type ManagerEnv, manager } from "../middleware/manager";
import { answers, answersNothing } from "../openapi/describe";
import { customHostnamesFor } from "../services/custom-hostnames/cloudflare";
import {
  addCustomDomain,
  listCustomDomains,
  removeCustomDomain,
  verifyCustomDomain,
} from "../services/domains/custom-domains";
import { txtResolverFor } from "../services/domains/dns-txt-resolver";
import { validate } from "../validate";

/**
 * A site's custom domains: /api/v1/manage/{siteSlug}/custom-domains[/{domainId}[/verify]].
 * Each domain carries the DNS records the author must create (dns.txt proves control,
 * dns.cname sends visitors to the platform).
 */
export const manageDomains = new Hono<ManagerEnv>()
  .get(
    "/:siteSlug/custom-domains",
    answers(200, customDomainListResponse, "The site's custom domains with their DNS records"),
    manager,
    async (c) => c.json({ domains: await listCustomDomains(c.var.db, c.env, c.var.site.id) }),
  )
  .post(
    "/:siteSlug/custom-domains",
    answers(201, customDomainResponse, "Added, pending: create its DNS records, then verify"),
    manager,
    validate("json", createCustomDomainBody),
    async (c) => {
      const domain = await addCustomDomain(
        c.var.db,
        c.env,
        c.var.site,
        c.req.valid("json"),
        customHostnamesFor(c.env),
      );
      return c.json({ domain }, 201);
    },
  )
  .post(
    "/:siteSlug/custom-domains/:domainId/verify",
    answers(200, verifyCustomDomainResponse, "The domain after the DNS check, and what it found"),
    manager,
    validate("param", customDomainParam),
    async (c) =>
      c.json(
        await verifyCustomDomain(
          c.var.db,
          c.env,
          c.var.site,
          c.req.valid("param").domainId,
          txtResolverFor(c.env),
          customHostnamesFor(c.env),
        ),
      ),
  )
  .delete(
    "/:siteSlug/custom-domains/:domainId",
    answersNothing("Removed: the domain no longer serves the site"),
    manager,
    validate("param", customDomainParam),
    async (c) => {
      await removeCustomDomain(
        c.var.db,
        c.var.site,
        c.req.valid("param").domainId,
        customHostnamesFor(c.env),
      );
      return c.body(null, 204);
    },
  );
