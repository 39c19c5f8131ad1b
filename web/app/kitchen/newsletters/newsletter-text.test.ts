import type { NewsletterSendView } from "@schema/api/newsletters";
import { describe, expect, it } from "vitest";
import {
  audienceOffer,
  engagementSummary,
  linkSummary,
  recipientsCount,
  sendProgress,
  sendSummary,
  subscriberCount,
} from "./newsletter-text";

const send = (overrides: Partial<NewsletterSendView>): NewsletterSendView => ({
  id: "s1",
  recipeId: "r1",
  note: null,
  status: "queued",
  recipients: "everyone",
  recipientCount: 1204,
  sentCount: 0,
  failedCount: 0,
  bouncedCount: 0,
  complainedCount: 0,
  tracked: false,
  openedCount: 0,
  clickedCount: 0,
  linkReaders: [],
  createdAt: "2026-11-26T06:00:00.000Z",
  sentAt: null,
  ...overrides,
});

describe("newsletter texts", () => {
  it("counts subscribers, singular for one", () => {
    expect(subscriberCount(1)).toBe("1 subscriber");
    expect(subscriberCount(0)).toBe("0 subscribers");
    expect(audienceOffer(1204)).toBe("E-mail this recipe to 1,204 subscribers");
    expect(audienceOffer(1)).toBe("E-mail this recipe to 1 subscriber");
  });

  it("shows progress while a send goes out", () => {
    expect(sendProgress(send({ sentCount: 40 }))).toBe("Sent 40 of 1,204");
    expect(sendSummary(send({}))).toBe("Queued: Sent 0 of 1,204");
    // Before the fan-out has counted anyone, no "0 of 0".
    expect(sendSummary(send({ recipientCount: 0 }))).toBe("Queued");
    expect(sendSummary(send({ status: "sending", recipientCount: 0 }))).toBe("Sending");
    expect(sendSummary(send({ status: "sending", sentCount: 40, failedCount: 2 }))).toBe(
      "Sending: Sent 40 of 1,204, 2 failed",
    );
  });

  it("gives the result when done", () => {
    expect(sendSummary(send({ status: "sent", sentCount: 1203, failedCount: 1 }))).toBe(
      "Sent to 1,203 of 1,204 subscribers, 1 failed",
    );
    expect(sendSummary(send({ status: "sent", recipientCount: 1, sentCount: 1 }))).toBe(
      "Sent to 1 of 1 subscriber",
    );
    expect(
      sendSummary(send({ status: "sent", sentCount: 1204, bouncedCount: 2, complainedCount: 1 })),
    ).toBe("Sent to 1,204 of 1,204 subscribers, 2 bounced, 1 marked as spam");
    expect(sendSummary(send({ status: "failed", sentCount: 3, failedCount: 1201 }))).toBe(
      "Failed: Sent 3 of 1,204, 1,201 failed",
    );
  });

  it("says how many opened and clicked, as a share of those it reached, and which links", () => {
    const counted = send({
      status: "sent",
      recipientCount: 30,
      sentCount: 30,
      tracked: true,
      openedCount: 12,
      clickedCount: 3,
      linkReaders: [
        { link: "recipe", readers: 3 },
        { link: "metric", readers: 1 },
      ],
    });
    expect(engagementSummary(counted)).toBe("Opened by 12 (40%) · Clicked by 3 (10%)");
    expect(linkSummary(counted)).toBe("Clicked the recipe: 3 · metric units: 1");
    // Nothing to say of a send that counts nothing, or before anything went out.
    expect(engagementSummary({ ...counted, tracked: false })).toBeNull();
    expect(engagementSummary({ ...counted, sentCount: 0 })).toBeNull();
    expect(linkSummary({ ...counted, linkReaders: [] })).toBeNull();
  });

  it("names the part of the audience a send is for, and counts it", () => {
    expect(subscriberCount(4, "paid")).toBe("4 paid subscribers");
    expect(audienceOffer(1, "free")).toBe("E-mail this recipe to 1 free subscriber");
    const audience = { count: 12, paid: 4, free: 8 };
    expect(recipientsCount(audience, "everyone")).toBe(12);
    expect(recipientsCount(audience, "paid")).toBe(4);
    expect(recipientsCount(audience, "free")).toBe(8);
    expect(
      sendSummary(send({ status: "sent", recipients: "paid", recipientCount: 4, sentCount: 4 })),
    ).toBe("Sent to 4 of 4 paid subscribers");
  });
});
