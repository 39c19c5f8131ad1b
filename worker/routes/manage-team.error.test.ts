import { siteInvitations } from "@schema/db/site-invitations";
import { sites } from "@schema/db/sites";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type Limit,
  TEAM_INVITATIONS_PER_ADDRESS,
  TEAM_INVITATIONS_PER_SITE,
} from "../services/limits/kv-windows";
import { call, db, latestMail, makeUser, signedIn, unique } from "../test/factories";
import { addManager, makeKitchen } from "../test/manage-factories";
import { windowOf } from "../test/rate-windows";

const tokenIn = (text: string) => {
  const token = /\/team-invitations\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error("No invitation link in the e-mail");
  return token;
};

describe("manage team: bad input and refusals", () => {
  it.each([
    ["no address", {}],
    ["not an address", { email: "jess" }],
    ["a slip of the finger", { email: "jess@example..com" }],
    ["an address too long", { email: `${"a".repeat(250)}@example.com` }],
  ])("%s is a 400 on email, and nothing is sent", async (_, json) => {
    const { site, token } = await makeKitchen();
    const res = await call("POST", `/manage/${site.slug}/team/invitations`, { token, json });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("bad_request");
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain("email");
    expect((await call("GET", `/manage/${site.slug}/team`, { token })).body.invitations).toEqual(
      [],
    );
  });

  it("inviting someone already on the team is a 409 that says so; inviting yourself too", async () => {
    const { site, owner, token } = await makeKitchen();
    const manager = await addManager(site.id);
    const path = `/manage/${site.slug}/team/invitations`;
    const member = await call("POST", path, {
      token,
      json: { email: manager.user.email.toUpperCase() },
    });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe(`${manager.user.email} already helps run this site.`);
    expect(member.body.issues[0].path).toBe("email");
    const self = await call("POST", path, { token, json: { email: owner.email } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe("That's your own address: you already run this site.");
    expect((await call("GET", `/manage/${site.slug}/team`, { token })).body.invitations).toEqual(
      [],
    );
  });

  it("the owner cannot remove themself (409); an unknown or malformed member is 404", async () => {
    const { site, owner, token } = await makeKitchen();
    const base = `/manage/${site.slug}/team/members`;
    const self = await call("DELETE", `${base}/${owner.id}`, { token });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(
      "You own this site, so you can't remove yourself from its team.",
    );
    expect((await call("DELETE", `${base}/${crypto.randomUUID()}`, { token })).status).toBe(404);
    expect((await call("DELETE", `${base}/not-a-uuid`, { token })).status).toBe(404);
    // Someone who is not on the team is not found either.
    const stranger = await makeUser();
    expect((await call("DELETE", `${base}/${stranger.id}`, { token })).status).toBe(404);
    expect((await call("GET", `/manage/${site.slug}/current-site`, { token })).status).toBe(200);
  });

  it("an unknown or malformed invitation id is 404", async () => {
    const { site, token } = await makeKitchen();
    const base = `/manage/${site.slug}/team/invitations`;
    expect((await call("DELETE", `${base}/${crypto.randomUUID()}`, { token })).status).toBe(404);
    expect((await call("DELETE", `${base}/nope`, { token })).status).toBe(404);
  });

  it("an expired invitation: its page says so, accepting is 404 with a message, and sending again revives it", async () => {
    const { site, token } = await makeKitchen();
    const invitee = await makeUser();
    await call("POST", `/manage/${site.slug}/team/invitations`, {
      token,
      json: { email: invitee.email },
    });
    const secret = tokenIn((await latestMail(invitee.email)).text);
    await db()
      .update(siteInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siteInvitations.siteId, site.id));

    const page = await call("GET", `/manage/team-invitations/${secret}`);
    expect(page.status).toBe(200);
    expect(page.body.invitation.status).toBe("expired");
    const listed = await call("GET", `/manage/${site.slug}/team`, { token });
    expect(listed.body.invitations[0].expired).toBe(true);

    const inviteeToken = await signedIn(invitee.id);
    const res = await call("POST", `/manage/team-invitations/${secret}/acceptance`, {
      token: inviteeToken,
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(
      "This invitation has expired. Ask the site's owner to invite you again.",
    );
    expect(
      (await call("GET", `/manage/${site.slug}/current-site`, { token: inviteeToken })).status,
    ).toBe(404);

    await call("POST", `/manage/${site.slug}/team/invitations`, {
      token,
      json: { email: invitee.email },
    });
    const fresh = tokenIn((await latestMail(invitee.email)).text);
    const accepted = await call("POST", `/manage/team-invitations/${fresh}/acceptance`, {
      token: inviteeToken,
    });
    expect(accepted.status).toBe(200);
  });

  it("a malformed or unknown token is 404, and a deleted site's invitation no longer works", async () => {
    const signedInToken = await signedIn((await makeUser()).id);
    for (const token of ["short", "x".repeat(43), "a".repeat(44)]) {
      expect((await call("GET", `/manage/team-invitations/${token}`)).status).toBe(404);
      const res = await call("POST", `/manage/team-invitations/${token}/acceptance`, {
        token: signedInToken,
      });
      expect(res.status).toBe(404);
    }
    const { site, token } = await makeKitchen();
    const email = `${unique("gone")}@example.com`;
    await call("POST", `/manage/${site.slug}/team/invitations`, { token, json: { email } });
    const secret = tokenIn((await latestMail(email)).text);
    await db().update(sites).set({ deletedAt: new Date() }).where(eq(sites.id, site.id));
    expect((await call("GET", `/manage/team-invitations/${secret}`)).status).toBe(404);
  });

  it(`sends at most ${TEAM_INVITATIONS_PER_SITE.max} invitations an hour from one site (429 with Retry-After)`, async () => {
    const { period, statuses, retryAfter } = await sameWindow(
      TEAM_INVITATIONS_PER_SITE,
      async () => {
        const { site, token } = await makeKitchen();
        const path = `/manage/${site.slug}/team/invitations`;
        const statuses: number[] = [];
        let retryAfter = 0;
        for (let i = 0; i <= TEAM_INVITATIONS_PER_SITE.max; i++) {
          const res = await call("POST", path, {
            token,
            json: { email: `${unique("n")}@example.com` },
          });
          statuses.push(res.status);
          retryAfter = Number(res.headers.get("Retry-After") ?? 0);
        }
        return { statuses, retryAfter };
      },
    );
    expect(period).toBe(3600);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(retryAfter).toBeGreaterThan(0);
  });

  it("one address gets at most a few invitations a day, across sites", async () => {
    const { statuses } = await sameWindow(TEAM_INVITATIONS_PER_ADDRESS, async () => {
      const email = `${unique("popular")}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i <= TEAM_INVITATIONS_PER_ADDRESS.max; i++) {
        const { site, token } = await makeKitchen();
        const res = await call("POST", `/manage/${site.slug}/team/invitations`, {
          token,
          json: { email },
        });
        statuses.push(res.status);
      }
      return { statuses };
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

/**
 * Runs a count up to a KV limit again, with fresh people, if its window rolled over in the
 * middle (a fixed window starts counting again): rare, but then the count would be wrong.
 */
async function sameWindow<T>(limit: Limit, run: () => Promise<T>) {
  for (;;) {
    const started = windowOf(limit.windowSeconds);
    const result = await run();
    if (windowOf(limit.windowSeconds) === started)
      return { period: limit.windowSeconds, ...result };
  }
}
