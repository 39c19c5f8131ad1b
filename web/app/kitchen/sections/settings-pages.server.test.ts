import { siteSettings } from "@schema/api/answers/manage-sites";
import type { ManageSite } from "@schema/api/manage-sites";
import { describe, expect, it } from "vitest";
import { aboutBody, homepageBody, linksBody, settingsBody } from "./section-bodies";
import {
  type SettingsPage,
  settingsPageFields,
  settingsPageVersion,
} from "./settings-pages.server";

type Settings = ManageSite["settings"];

// Every setting the API answers with, each null: only the keys matter to the pages' lists.
const settings = Object.fromEntries(
  Object.keys(siteSettings.shape).map((key) => [key, null]),
) as unknown as Settings;

const PAGES: [SettingsPage, (form: FormData) => { body: object }][] = [
  ["settings", settingsBody],
  ["about", aboutBody],
  ["homepage", homepageBody],
  ["links", linksBody],
];

describe("settingsPageFields", () => {
  it.each(PAGES)("the %s page's condition covers every setting its form writes", (page, body) => {
    const form = new FormData();
    form.set("giftsPerMonth", "3");
    const written = Object.keys(body(form).body);
    expect(written.length).toBeGreaterThan(0);
    expect(settingsPageFields(settings, page)).toEqual(expect.arrayContaining(written));
  });

  it("gives each setting to one page", () => {
    const all = PAGES.flatMap(([page]) => settingsPageFields(settings, page));
    expect(all.sort()).toEqual(Object.keys(siteSettings.shape).sort());
  });
});

describe("settingsPageVersion", () => {
  it("moves with a change of the page's own settings and with no other page's", async () => {
    const before = { ...settings, title: "Maya's Kitchen", aboutShort: "Hi" };
    const about = await settingsPageVersion(before, "about");
    const main = await settingsPageVersion(before, "settings");

    const aboutSaved = { ...before, aboutShort: "Hello" };
    expect(await settingsPageVersion(aboutSaved, "about")).not.toBe(about);
    expect(await settingsPageVersion(aboutSaved, "settings")).toBe(main);

    const renamed = { ...before, title: "Maya Cooks" };
    expect(await settingsPageVersion(renamed, "settings")).not.toBe(main);
    expect(await settingsPageVersion(renamed, "about")).toBe(about);
  });
});
