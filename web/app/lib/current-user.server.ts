import type { CurrentUser, SiteUserData } from "@schema/api/identity";
import { type ApiArgs, callApi, unexpectedApiResult } from "./api.server";
import { type HostKind, siteParam } from "./host.server";
import { memoize } from "./request-memo.server";
import { clearSessionCookie, readSessionToken } from "./session.server";

export type Viewer = {
  user: CurrentUser | null;
  siteUserData: SiteUserData | null;
  /** Set when the cookie held a dead token: the loader should send this Set-Cookie. */
  clearCookie: string | null;
};

const SIGNED_OUT: Viewer = { user: null, siteUserData: null, clearCookie: null };

/**
 * Who is signed in on this host. A 401 or 404 means signed out, and the cookie that
 * carried the dead token is cleared; other failures become an error page.
 */
export function getViewer(args: ApiArgs, host: HostKind): Promise<Viewer> {
  return memoize(args.context, "viewer", async () => {
    const token = readSessionToken(args.request);
    if (!token) return SIGNED_OUT;
    const result = await callApi(
      args,
      (api) =>
        host.kind === "platform"
          ? api.manage["current-user"].$get()
          : api.site[":siteSlug"]["current-user"].$get({ param: siteParam(host.site) }),
      { token },
    );
    if (result.ok) {
      return {
        user: result.body.currentUser,
        siteUserData: result.body.siteUserData,
        clearCookie: null,
      };
    }
    if (result.status === 401 || result.status === 404) {
      return { ...SIGNED_OUT, clearCookie: clearSessionCookie(args.request) };
    }
    // Spec: other errors propagate. Showing a signed-in visitor as signed out would invite
    // a needless second sign-in.
    throw unexpectedApiResult(result, "current-user");
  });
}
