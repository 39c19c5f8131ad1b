// @vitest-environment happy-dom

import { act, createElement } from "react";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { mountedRoot } from "../../lib/test/mounted-root";
import { JoinedTeamNotice } from "./JoinedTeamNotice";

/* The kitchen's layout as an accepted invitation opens it: the notice above the page. */

const dom = mountedRoot();

async function open(url: string) {
  const layout = createElement(
    "div",
    null,
    createElement(JoinedTeamNotice, { siteTitle: "Plum Kitchen" }),
    createElement(Outlet),
  );
  const router = createMemoryRouter(
    [
      {
        path: "/kitchen/:site",
        element: layout,
        children: [
          {
            path: "recipes",
            element: createElement(Link, { to: "/kitchen/plum/team" }, "Team"),
          },
          { path: "team", element: createElement("h1", null, "Team") },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  await act(async () => dom.root.render(createElement(RouterProvider, { router })));
  return router;
}

const notice = () => dom.container.querySelector('[role="status"]');

describe("JoinedTeamNotice", () => {
  it("says whose kitchen they now manage, focused, and drops ?joined from the address", async () => {
    const router = await open("/kitchen/plum/recipes?joined");
    expect(notice()?.textContent).toBe("You now manage Plum Kitchen.");
    expect(document.activeElement).toBe(notice());
    // A reload of the address they are left at says nothing.
    expect(router.state.location.pathname).toBe("/kitchen/plum/recipes");
    expect(router.state.location.search).toBe("");
    expect(notice()?.textContent).toBe("You now manage Plum Kitchen.");
  });

  it("is not said on a kitchen page opened without the flag (a reload)", async () => {
    await open("/kitchen/plum/recipes");
    expect(notice()).toBeNull();
  });

  it("goes once they move to another kitchen page", async () => {
    await open("/kitchen/plum/recipes?joined");
    const link = dom.container.querySelector("a");
    await act(async () => link?.click());
    expect(dom.container.querySelector("h1")?.textContent).toBe("Team");
    expect(notice()).toBeNull();
  });
});
