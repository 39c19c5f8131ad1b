import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, prepareContext, test } from "../support/fixtures";
import { E2E } from "../support/ports";
import { signIn } from "../support/sign-in";

/**
 * Events are written in the kitchen: a creator adds one from the kitchen's navigation, and
 * the site's /events shows it at its local time with its zone named, in schema.org `Event`
 * JSON-LD, with its end and an "Add to calendar" file; editing moves it online and to
 * another zone; a past one sits under "Past"; deleting takes both away.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type JsonLd = Record<string, unknown> & { "@type"?: string; name?: string };

/** Every JSON-LD object of the page. */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function eventLd(page: Page, name: string) {
  const found = (await jsonLd(page)).find(
    (item) => item["@type"] === "Event" && item.name === name,
  );
  expect(found, `Event JSON-LD for ${name}`).toBeTruthy();
  return found as JsonLd;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

test("a creator writes, edits and deletes events in the kitchen and /events follows", async ({
  page,
  browser,
}) => {
  // Create, edit, a past event and two deletions, each read back on the public page.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const title = `Candlelit bread supper ${stamp}`;
  const pastTitle = `Harvest picnic ${stamp}`;
  const eventsUrl = `${E2E.siteUrl("second")}/events`;

  await signIn(page, "baker@example.com", E2E.platformUrl);
  await page.goto("/kitchen/second");
  await page
    .getByRole("navigation", { name: "Kitchen" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

  // Create: Paris, 18:30 on a winter evening, with a description, a picture and a link.
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New event" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date and time").fill("2031-12-05T18:30");
  await page.getByLabel("Ends", { exact: true }).fill("2031-12-05T22:00");
  await page.getByLabel("Time zone").selectOption("Europe/Paris");
  await page.getByLabel("Place", { exact: true }).fill("Le Comptoir, 9 rue de la Paix, Paris");
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Six courses of bread and butter by candlelight.");
  await page.getByLabel("Upload picture").setInputFiles({
    name: "supper.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await expect(page.getByRole("img", { name: "Current picture" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Learn More link").fill("https://tickets.example.com/supper");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved “${title}”.` })).toBeVisible();
  // The list opens at its top, where the notice is, not at the long form's scroll.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    page.getByRole("table", { name: "Upcoming" }).getByRole("link", { name: title }),
  ).toBeVisible();
  // The list says when as a reader would read it, in the event's own zone.
  await expect(
    page.getByRole("table", { name: "Upcoming" }).getByRole("row", { name: new RegExp(title) }),
  ).toContainText("Friday, December 5, 2031 at 6:30 PM – 10:00 PM, Paris time (GMT+1)");

  await page.goto(eventsUrl);
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  const created = upcoming.getByRole("article", { name: title, exact: true });
  await expect(created).toContainText("Friday, December 5, 2031, 6:30 PM – 10:00 PM");
  await expect(created).toContainText("Paris time (GMT+1)");
  // A reader elsewhere also gets the start on their own clock, once the page has hydrated.
  const faraway = await prepareContext(
    await browser.newContext({ timezoneId: "America/Los_Angeles" }),
  );
  const reader = await faraway.newPage();
  await reader.goto(eventsUrl);
  await expect(card(reader, title)).toContainText(
    "Paris time (GMT+1) (Fri, Dec 5, 9:30 AM your time)",
  );
  await faraway.close();
  // "Add to calendar" hands the reader's calendar app the event, in UTC.
  const download = page.waitForEvent("download");
  await created.getByRole("link", { name: `Add to calendar for ${title}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`candlelit-bread-supper-${stamp}.ics`);
  const ics = (await readFile((await file.path()) as string, "utf8")).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("DTSTART:20311205T173000Z");
  expect(ics).toContain("DTEND:20311205T210000Z");
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain("LOCATION:Le Comptoir\\, 9 rue de la Paix\\, Paris");
  const calendarPath = await created
    .getByRole("link", { name: `Add to calendar for ${title}` })
    .getAttribute("href");
  await expect(created).toContainText("Le Comptoir, 9 rue de la Paix, Paris");
  await expect(created).toContainText("Six courses of bread and butter by candlelight.");
  await expect(created.locator("img")).toHaveCount(1);
  await expect(created.getByRole("link", { name: `Learn More about ${title}` })).toHaveAttribute(
    "href",
    "https://tickets.example.com/supper",
  );
  const ld = await eventLd(page, title);
  expect(ld).toMatchObject({
    "@context": "https://schema.org",
    startDate: "2031-12-05T18:30:00+01:00",
    endDate: "2031-12-05T22:00:00+01:00",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "Le Comptoir, 9 rue de la Paix, Paris",
      address: "Le Comptoir, 9 rue de la Paix, Paris",
    },
    description: "Six courses of bread and butter by candlelight.",
    url: "https://tickets.example.com/supper",
  });
  expect((ld.image as string[])[0]).toMatch(new RegExp(`^${E2E.siteUrl("second")}/media/`));

  // The page offers the whole calendar as a feed to subscribe to; it holds the new event.
  await expect(page.getByRole("link", { name: "subscribe to this calendar" })).toHaveAttribute(
    "href",
    `${eventsUrl.replace(/^https?:/, "webcal:")}.ics`,
  );
  const feed = await page.evaluate(async () => (await fetch("/events.ics")).text());
  expect(feed).toContain(`SUMMARY:${title}`);
  expect(feed).toContain("DTSTART:20311205T173000Z");
  // Another site has no such event, and an unknown one is no file. (In the browser: only
  // it resolves the sites' *.localhost names.)
  expect((await page.goto(`${E2E.siteUrl("demo")}${calendarPath}`))?.status()).toBe(404);
  expect((await page.goto(`${eventsUrl}/not-an-event/calendar.ics`))?.status()).toBe(404);

  // Edit: online only, in New York; the wall-clock time stays 18:30 there.
  await page.goto("/kitchen/second/events");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit event" })).toBeVisible();
  await page.getByLabel("Time zone").selectOption("America/New_York");
  await page.getByLabel("Place", { exact: true }).fill("");
  await page.getByLabel("Online link").fill("https://live.example.com/bread-supper");
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved “${title}”.` })).toBeVisible();

  // A past one.
  await page.getByRole("link", { name: "New event" }).click();
  await page.getByLabel("Title", { exact: true }).fill(pastTitle);
  await page.getByLabel("Date and time").fill("2020-06-01T12:00");
  await page.getByLabel("Time zone").selectOption("Europe/Copenhagen");
  await page.getByLabel("Place", { exact: true }).fill("Fælledparken, Copenhagen");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(
    page.getByRole("table", { name: "Past" }).getByRole("link", { name: pastTitle }),
  ).toBeVisible();

  await page.goto(eventsUrl);
  const edited = page
    .getByRole("region", { name: "Upcoming" })
    .getByRole("article", { name: title, exact: true });
  await expect(edited).toContainText("Friday, December 5, 2031, 6:30 PM");
  await expect(edited).toContainText("New York time (EST)");
  await expect(edited.getByRole("link", { name: /join here/ })).toHaveAttribute(
    "href",
    "https://live.example.com/bread-supper",
  );
  await expect(edited).not.toContainText("Le Comptoir");
  expect(await eventLd(page, title)).toMatchObject({
    startDate: "2031-12-05T18:30:00-05:00",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: "https://live.example.com/bread-supper" },
  });
  const past = page.getByRole("region", { name: "Past" });
  await expect(past.getByRole("article", { name: pastTitle, exact: true })).toContainText(
    "Monday, June 1, 2020, 12:00 PM",
  );
  // Nothing to add to a calendar once it is over.
  await expect(
    past.getByRole("article", { name: pastTitle, exact: true }).getByRole("link", {
      name: /Add to calendar/,
    }),
  ).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Upcoming" }).getByText(pastTitle)).toHaveCount(0);
  expect((await eventLd(page, pastTitle)).startDate).toBe("2020-06-01T12:00:00+02:00");

  // Delete both; the site forgets them.
  await page.goto("/kitchen/second/events");
  for (const name of [title, pastTitle]) {
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete event" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”.` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Delete ${name}` })).toHaveCount(0);
    // The row and its button are gone: focus is on the news of it, not the page's start.
    await expect(page.getByRole("status").filter({ hasText: `Deleted “${name}”.` })).toBeFocused();
  }
  await page.goto(eventsUrl);
  await expect(card(page, title)).toHaveCount(0);
  await expect(card(page, pastTitle)).toHaveCount(0);
  expect((await jsonLd(page)).filter((item) => item.name === title)).toEqual([]);
});
