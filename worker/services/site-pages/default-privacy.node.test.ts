import { describe, expect, it } from "vitest";
import { OFFLINE_DAYS } from "../../../web/app/lib/offline/offline-rules";
import { defaultPrivacy } from "./default-privacy";

const text = (site: Parameters<typeof defaultPrivacy>[0]) => JSON.stringify(defaultPrivacy(site));

describe("the platform's privacy notice", () => {
  const site = { title: "Maya's Kitchen", googleAnalyticsId: null, newsletterAnalytics: false };

  it("says as long a time offline as the service worker keeps copies", () => {
    expect(text(site)).toContain(`expire after ${OFFLINE_DAYS} days offline`);
  });

  it("names newsletter counting and Google Analytics only where the site uses them", () => {
    expect(text(site)).not.toContain("open them and click");
    expect(text(site)).not.toContain("Google Analytics");
    const counted = text({ ...site, newsletterAnalytics: true, googleAnalyticsId: "G-ABC123" });
    expect(counted).toContain("open them and click");
    expect(counted).toContain("Google Analytics");
  });
});
