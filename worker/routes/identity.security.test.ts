import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  call,
  latestMail,
  makeSite,
  makeUser,
  signedIn,
  tokenFromLink,
  unique,
} from "../test/factories";

const newEmail = () => `${unique("person")}@example.com`;

describe("signed out", () => {
  it.each([
    ["GET", "/manage/current-user"],
    ["PUT", "/manage/current-user"],
    ["POST", "/manage/sign-out"],
    ["POST", "/manage/single-use-tokens"],
  ])("%s %s is 401", async (method, path) => {
    expect((await call(method, path, { json: method === "PUT" ? {} : undefined })).status).toBe(
      401,
    );
  });

  it("a made-up bearer token is signed out", async () => {
    const res = await call("GET", "/manage/current-user", { token: "x".repeat(43) });
    expect(res.status).toBe(401);
  });

  it("a site's current-user is 401 without a token", async () => {
    const site = await makeSite();
    expect((await call("GET", `/site/${site.slug}/current-user`)).status).toBe(401);
  });
});

describe("a session belongs to the host it was signed in on", () => {
  it("a token of one site's session is refused on another site", async () => {
    const [siteA, siteB] = [await makeSite(), await makeSite()];
    const user = await makeUser();
    const tokenA = await signedIn(user.id, siteA.id);
    expect((await call("GET", `/site/${siteA.slug}/current-user`, { token: tokenA })).status).toBe(
      200,
    );
    expect((await call("GET", `/site/${siteB.slug}/current-user`, { token: tokenA })).status).toBe(
      401,
    );
  });

  it("a site's link cannot be confirmed on another site or on the platform", async () => {
    const [siteA, siteB] = [await makeSite(), await makeSite()];
    const email = newEmail();
    await call("POST", `/site/${siteA.slug}/sign-in`, { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    expect((await call("POST", `/site/${siteB.slug}/sign-in/${token}`)).status).toBe(401);
    expect((await call("POST", `/manage/sign-in/${token}`)).status).toBe(401);
    // The right site still accepts it: the failed tries did not spend it.
    expect((await call("POST", `/site/${siteA.slug}/sign-in/${token}`)).status).toBe(200);
  });

  it("a platform link cannot be confirmed on a site", async () => {
    const site = await makeSite();
    const email = newEmail();
    await call("POST", "/manage/sign-in", { json: { email } });
    const token = tokenFromLink((await latestMail(email)).link ?? "");
    expect((await call("POST", `/site/${site.slug}/sign-in/${token}`)).status).toBe(401);
  });

  it("a site's code cannot be used on another site", async () => {
    const [siteA, siteB] = [await makeSite(), await makeSite()];
    const email = newEmail();
    await call("POST", `/site/${siteA.slug}/sign-in`, { json: { email } });
    const { code } = await latestMail(email);
    expect(
      (await call("POST", `/site/${siteB.slug}/sign-in-codes`, { json: { email, code } })).status,
    ).toBe(401);
  });

  it("a site session cannot edit the account profile (platform only)", async () => {
    const site = await makeSite();
    const token = await signedIn((await makeUser()).id, site.id);
    const res = await call("PUT", "/manage/current-user", {
      token,
      json: { displayName: "Someone" },
    });
    expect(res.status).toBe(401);
  });

  it("a site session cannot mint a way into another site", async () => {
    const [siteA, siteB] = [await makeSite(), await makeSite()];
    const token = await signedIn((await makeUser()).id, siteA.id);
    const res = await call("POST", "/manage/single-use-tokens", {
      token,
      json: { siteSlug: siteB.slug },
    });
    expect(res.status).toBe(404);
  });

  it("sign-out revokes only the session it was called with", async () => {
    const user = await makeUser();
    const [first, second] = [await signedIn(user.id), await signedIn(user.id)];
    await call("POST", "/manage/sign-out", { token: first });
    expect((await call("GET", "/manage/current-user", { token: first })).status).toBe(401);
    expect((await call("GET", "/manage/current-user", { token: second })).status).toBe(200);
  });
});

describe("links are only ever mailed to the site's own hosts", () => {
  it("a foreign callback URL is ignored", async () => {
    const site = await makeSite();
    const email = newEmail();
    await call("POST", `/site/${site.slug}/sign-in`, {
      json: { email, callbackUrl: "https://attacker.example.com/sign-in/callback" },
    });
    const link = (await latestMail(email)).link ?? "";
    expect(new URL(link).host).toBe(`${site.slug}.localhost:8788`);
  });
});

describe("the dev mailbox", () => {
  it("is not served in production", async () => {
    const res = await call("GET", "/dev/mail", {}, { ...env, ENVIRONMENT: "production" });
    expect(res.status).toBe(404);
  });
});
