import { describe, expect, it } from "vitest";
import { installNote } from "./install-note";

describe("the note an install on an older Node ends with", () => {
  it("says the EBADENGINE lines are expected, names both Nodes and how to install without them", () => {
    const note = installNote("npm/11.19.1 node/v20.20.2 linux x64 workspaces/false", "24.21.0");
    expect(note).toContain("Node 20.20.2");
    expect(note).toContain("EBADENGINE");
    expect(note).toContain("nothing failed");
    expect(note).toContain("Node 24.21.0");
    expect(note).toContain("npx --yes --package=node@24.21.0 npm install");
  });

  it("says nothing when npm ran on the project's Node or a newer one", () => {
    expect(installNote("npm/11.19.1 node/v24.21.0 linux x64", "24.21.0")).toBeNull();
    expect(installNote("npm/11.19.1 node/v26.1.0 linux x64", "24.21.0")).toBeNull();
  });

  it("says nothing when the user agent names no Node", () => {
    expect(installNote("", "24.21.0")).toBeNull();
    expect(installNote("yarn/1.22.0", "24.21.0")).toBeNull();
  });
});
