/** What a bad or tampered unsubscribe link gets: the page's own not-found message (404). */
export const UNKNOWN_LINK = { unknownUnsubscribeLink: true } as const;
