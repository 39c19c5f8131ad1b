import type { SiteEvent } from "@schema/api/public-site";
import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./events-json-ld";

const site = { title: "Maya's Kitchen", origin: "https://demo.example.com" };
const base: SiteEvent = {
  id: "6f7a2c1e-0000-4000-8000-000000000001",
  title: "Supper club",
  image: {
    id: "6f7a2c1e-0000-4000-8000-000000000002",
    url: "/media/sites/x/images/a.png",
    width: 800,
    height: 600,
    lqip: null,
  },
  date: "2031-12-05T17:30:00.000Z",
  timeZone: "Europe/Paris",
  startDate: "2031-12-05T18:30:00+01:00",
  endDate: null,
  location: "Le Comptoir, Paris",
  onlineUrl: null,
  description: {
    type: "document",
    children: [{ type: "paragraph", children: [{ text: "Six courses." }] }],
  },
  href: "https://tickets.example.com/supper",
};

describe("Event JSON-LD", () => {
  it("a place: Place location, offline mode, offset start, plain description, absolute image", () => {
    expect(eventJsonLd(base, site)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Supper club",
      startDate: "2031-12-05T18:30:00+01:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "Le Comptoir, Paris", address: "Le Comptoir, Paris" },
      description: "Six courses.",
      image: [
        expect.stringMatching(/^https:\/\/demo\.example\.com\/media\/sites\/x\/images\/a\.png/),
      ],
      url: "https://tickets.example.com/supper",
      organizer: {
        "@type": "Organization",
        name: "Maya's Kitchen",
        url: "https://demo.example.com",
      },
    });
  });

  it("online only: VirtualLocation and online mode; both: mixed with two locations", () => {
    const online = eventJsonLd(
      { ...base, location: null, onlineUrl: "https://live.example.com/room", href: null },
      site,
    );
    expect(online).toMatchObject({
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://live.example.com/room" },
      url: "https://demo.example.com/events#event-6f7a2c1e-0000-4000-8000-000000000001",
    });
    const mixed = eventJsonLd({ ...base, onlineUrl: "https://live.example.com/room" }, site);
    expect(mixed.eventAttendanceMode).toBe("https://schema.org/MixedEventAttendanceMode");
    expect(mixed.location).toEqual([
      { "@type": "Place", name: "Le Comptoir, Paris", address: "Le Comptoir, Paris" },
      { "@type": "VirtualLocation", url: "https://live.example.com/room" },
    ]);
  });

  it("an end the creator gave is the endDate, with its offset", () => {
    const ends = eventJsonLd({ ...base, endDate: "2031-12-05T22:00:00+01:00" }, site);
    expect(ends).toMatchObject({
      startDate: "2031-12-05T18:30:00+01:00",
      endDate: "2031-12-05T22:00:00+01:00",
    });
    expect(eventJsonLd(base, site)).not.toHaveProperty("endDate");
  });
});
