/**
 * The account area's pages on the platform host (docs/spec/visitor-experience.md §2, account area).
 */
export const ACCOUNT_SECTIONS = [
  { section: "bookmarks", label: "Bookmarks" },
  { section: "profile", label: "Profile" },
  { section: "subscriptions", label: "Subscriptions" },
  { section: "create", label: "Create" },
  { section: "your-data", label: "Your data" },
  { section: "api-tokens", label: "API tokens" },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]["section"];

export function isAccountSection(value: unknown): value is AccountSection {
  return ACCOUNT_SECTIONS.some((entry) => entry.section === value);
}
