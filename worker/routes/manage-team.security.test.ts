import { describe, expect, it } from "vitest";
import { makeApiToken } from "../test/api-token-factories";
import { call, latestMail, mailsWithSubject, makeUser, signedIn, unique } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";

const tokenIn = (text: string) => {
  const token = /\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("No invitation link in the e-mail");
  return token;
};

/** A site with one manager and one pending invitation, and the ids of both. */
async function teamWithInvitation() {
  const kitchen = await makeKitchen();
  const manager = await addManager(kitchen.site.id);
  const email = `${unique("invitee")}@example.com`;
  const sent = await call("POST", `/manage/${kitchen.site.slug}/team/invitations`, {
    token: kitchen.token,
    json: { email },
  });
  expect(sent.status).toBe(201);
  return { ...kitchen, manager, email, invitationId: sent.body.invitation.id as string };
}

describe("manage team: who may", () => {
  it("signed out 401; a stranger, another site's owner and the site's own reader 404; nothing changes", async () => {
    const { site, token, manager, invitationId } = await teamWithInvitation();
    const base = `/manage/${site.slug}/team`;
    const calls = [
      ["GET", base, undefined],
      ["POST", `${base}/invitations`, { email: "someone@example.com" }],
      ["DELETE", `${base}/invitations/${invitationId}`, undefined],
      ["DELETE", `${base}/members/${manager.user.id}`, undefined],
    ] as const;

    for (const [method, path, json] of calls) {
      expect((await call(method, path, { json })).status).toBe(401);
    }
    const stranger = await signedIn((await makeUser()).id);
    const other = await makeKitchen();
    const reader = await signedIn((await makeUser()).id, site.id);
    for (const who of [stranger, other.token, reader]) {
      for (const [method, path, json] of calls) {
        expect((await call(method, path, { token: who, json })).status).toBe(404);
      }
    }
    // Through their own site, another owner reaches neither this site's invitation nor its manager.
    const crossed = `/manage/${other.site.slug}/team`;
    expect(
      (await call("DELETE", `${crossed}/invitations/${invitationId}`, { token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call("DELETE", `${crossed}/members/${manager.user.id}`, { token: other.token }))
        .status,
    ).toBe(404);

    const team = (await call("GET", base, { token })).body;
    expect(team.members).toHaveLength(2);
    expect(team.invitations).toHaveLength(1);
  });

  it("a manager sees the team but may not invite, withdraw or remove (403, before their body is read)", async () => {
    const { site, token, owner, manager, invitationId } = await teamWithInvitation();
    const base = `/manage/${site.slug}/team`;
    const as = { token: manager.token };
    expect((await call("GET", base, as)).status).toBe(200);
    const invited = await call("POST", `${base}/invitations`, { ...as, json: { email: "nope" } });
    expect(invited.status).toBe(403);
    expect(invited.body).toEqual({
      error: "forbidden",
      message: "Only the site's owner can invite people and remove them.",
    });
    expect((await call("DELETE", `${base}/invitations/${invitationId}`, as)).status).toBe(403);
    expect((await call("DELETE", `${base}/members/${owner.id}`, as)).status).toBe(403);
    expect((await call("DELETE", `${base}/members/${manager.user.id}`, as)).status).toBe(403);
    const team = (await call("GET", base, { token })).body;
    expect(team.members).toHaveLength(2);
    expect(team.invitations).toHaveLength(1);
  });

  it("API tokens: a read token lists the team; no token changes it (403), a site outside its scope is 404", async () => {
    const read = await makeApiToken({ access: "read" });
    expect(
      (await call("GET", `/manage/${read.site.slug}/team`, { token: read.secret })).status,
    ).toBe(200);
    const write = await makeApiToken({ access: "write" });
    const invited = await call("POST", `/manage/${write.site.slug}/team/invitations`, {
      token: write.secret,
      json: { email: `${unique("token")}@example.com` },
    });
    expect(invited.status).toBe(403);
    const outside = await makeKitchen();
    expect(
      (await call("GET", `/manage/${outside.site.slug}/team`, { token: write.secret })).status,
    ).toBe(404);
  });

  it("a session signed in on the site itself cannot change the team (401): the kitchen's session only", async () => {
    const { site, owner } = await makeKitchen();
    const onSite = await signedIn(owner.id, site.id);
    const res = await call("POST", `/manage/${site.slug}/team/invitations`, {
      token: onSite,
      json: { email: `${unique("x")}@example.com` },
    });
    expect(res.status).toBe(401);
  });

  it("accepting: signed out 401; another account 403 naming only the address; the link stays usable", async () => {
    const { site, owner, email } = await teamWithInvitation();
    const secret = tokenIn((await latestMail(email)).text);
    const path = `/manage/team-invitations/${secret}/acceptance`;
    expect((await call("POST", path)).status).toBe(401);

    const other = await makeUser();
    const refused = await call("POST", path, { token: await signedIn(other.id) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: "forbidden",
      message: `This invitation is for ${email}. Sign in with that address to accept it.`,
    });
    expect(JSON.stringify(refused.body)).not.toContain(site.slug);
    const otherKitchen = await call("GET", `/manage/${site.slug}/current-site`, {
      token: await signedIn(other.id),
    });
    expect(otherKitchen.status).toBe(404);

    // A session signed in on a site, even the invitee's own account's, is not the platform's.
    const invitee = await makeUser({ email });
    const onSite = await call("POST", path, { token: await signedIn(invitee.id, site.id) });
    expect(onSite.status).toBe(401);
    // An API token may not accept on its person's behalf.
    const apiToken = await makeApiToken({ access: "write" });
    expect((await call("POST", path, { token: apiToken.secret })).status).toBe(403);
    // None of the refused accepts was news for the owner; the invitee's own is.
    expect(await mailsWithSubject(owner.email, "now helps run")).toHaveLength(0);

    expect((await call("POST", path, { token: await signedIn(invitee.id) })).status).toBe(200);
    expect(await mailsWithSubject(owner.email, "now helps run")).toHaveLength(1);
  });

  it("the e-mail's address is compared whatever its case in the account", async () => {
    const { site, token } = await makeKitchen();
    const email = `${unique("Mixed")}@Example.com`;
    const invitee = await makeUser({ email });
    await call("POST", `/manage/${site.slug}/team/invitations`, { token, json: { email } });
    const secret = tokenIn((await latestMail(email.toLowerCase())).text);
    const res = await call("POST", `/manage/team-invitations/${secret}/acceptance`, {
      token: await signedIn(invitee.id),
    });
    expect(res.status).toBe(200);
  });
});
