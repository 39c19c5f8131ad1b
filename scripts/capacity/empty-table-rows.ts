/**
 * Row shapes for the tables the demo seed leaves empty, as the product writes them: references
 * say "ref" (model.ts points them at seeded parents), times are milliseconds, text has its
 * real length (a session's SHA-256 hash in hex, a browser's user agent, a provider's id).
 */
const NOW = Date.UTC(2026, 10, 1);
const ref = "ref";

export const EMPTY_TABLE_ROWS: Record<string, Record<string, string | number | null>> = {
  recipe_ratings: {
    site_id: ref,
    recipe_id: ref,
    user_id: ref,
    comment_id: null,
    stars: 4,
    counted: 1,
    created_at: NOW,
    updated_at: NOW,
  },
  bookmarks: { user_id: ref, site_id: ref, recipe_id: ref, created_at: NOW },
  newsletter_sends: {
    site_id: ref,
    recipe_id: ref,
    note: "This week: a weeknight dinner that comes together in one pan.",
    status: "sent",
    recipient_count: 2000,
    sent_count: 1996,
    failed_count: 4,
    created_by: ref,
    created_at: NOW,
    sent_at: NOW,
    idempotency_key: "3f2b6c1e-8d4a-4f7b-9a1c-2e5d7f9b0c3a",
    fanout_complete: 1,
    bounced_count: 3,
    complained_count: 1,
    deliveries_pruned_at: NOW,
  },
  newsletter_deliveries: {
    send_id: ref,
    subscription_id: ref,
    subscription_key: "9b1d7e2a-4c3f-4e8a-b6d5-1f0a2c3e4d5b",
    email: "reader.name@example.com",
    status: "sent",
    attempts: 1,
    provider_message_id: "0100018c-2f4e-4b7a-9d3c-5e6f7a8b9c0d-000000",
    error: null,
    created_at: NOW,
    updated_at: NOW,
    sent_at: NOW,
  },
  auth_sessions: {
    user_id: ref,
    token_hash: "a".repeat(64),
    site_id: ref,
    user_agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    created_at: NOW,
    last_seen_at: NOW,
    expires_at: NOW + 30 * 86_400_000,
    revoked_at: null,
  },
};
