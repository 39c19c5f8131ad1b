/** The blocks the platform's default page texts (terms, privacy) are written in. */

export const paragraph = (text: string) => ({ type: "paragraph" as const, children: [{ text }] });

export const heading = (text: string) => ({
  type: "heading" as const,
  level: 2 as const,
  children: [{ text }],
});
