import type { UserSeed } from "../types";

/**
 * The demo's people. The first six are the accounts the README and the end-to-end tests
 * sign in as; the rest comment, upvote and subscribe so the community parts of the sites
 * look lived in.
 */

export const CHEF = "chef@example.com";
export const BAKER = "baker@example.com";
export const READER = "reader@example.com";
export const PAID = "paid@example.com";
/** Platform staff: reads the early sign-ups at /admin/early-signups. */
export const ADMIN = "admin@example.com";
/** Maya's recipe tester, a manager of her site: a second person in its kitchen. */
export const MANAGER = "jess@example.com";

export const COMMENTERS = {
  ana: "ana.morales@example.com",
  ben: "ben.okafor@example.com",
  chloe: "chloe.martin@example.com",
  dev: "dev.patel@example.com",
  erin: "erin.walsh@example.com",
  felix: "felix.nguyen@example.com",
  grace: "grace.kim@example.com",
} as const;

/** People who only subscribe: they appear in the subscriber list, nowhere else. */
export const SUBSCRIBERS_ONLY = [
  "hannah.reed@example.com",
  "isaac.cohen@example.com",
  "julia.santos@example.com",
  "kofi.mensah@example.com",
  "lena.fischer@example.com",
  "marco.rossi@example.com",
  "nora.lindqvist@example.com",
  "omar.haddad@example.com",
  "priya.raman@example.com",
  "quinn.taylor@example.com",
  "rosa.delgado@example.com",
  "sam.turner@example.com",
] as const;

export const users: UserSeed[] = [
  {
    email: CHEF,
    displayName: "Maya Lin",
    handle: "mayaskitchen",
    bio: "Recipe developer and home cook. I write the recipes I make on a Tuesday night, and the ones I save for Sunday.",
  },
  {
    email: BAKER,
    displayName: "Theo Baker",
    handle: "theobakes",
    bio: "Baker in Copenhagen. Bread, laminated dough and far too much cardamom.",
  },
  { email: READER, displayName: "Riley Reader", handle: "rileyreads" },
  { email: PAID, displayName: "Pat Payne", handle: "patcooks" },
  { email: ADMIN, displayName: "Ada Admin", staff: true },
  { email: MANAGER, displayName: "Jess Huang", handle: "jesstests" },
  { email: COMMENTERS.ana, displayName: "Ana Morales" },
  { email: COMMENTERS.ben, displayName: "Ben Okafor" },
  { email: COMMENTERS.chloe, displayName: "Chloe Martin", handle: "chloebakes" },
  { email: COMMENTERS.dev, displayName: "Dev Patel" },
  { email: COMMENTERS.erin, displayName: "Erin Walsh" },
  { email: COMMENTERS.felix, displayName: "Felix Nguyen" },
  { email: COMMENTERS.grace, displayName: "Grace Kim", handle: "gracekimcooks" },
  ...SUBSCRIBERS_ONLY.map((email) => ({ email, displayName: displayNameOf(email) })),
];

/** "hannah.reed@example.com" → "Hannah Reed". */
function displayNameOf(email: string): string {
  const local = email.split("@")[0] ?? email;
  return local
    .split(".")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}
