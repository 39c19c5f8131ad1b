import type { NewsletterSendView } from "@schema/api/newsletters";
import { useCallback, useEffect, useState } from "react";
import { getJson } from "../../lib/interactions/api-client";
import { isSendInProgress, type NewsletterPanelData } from "./newsletter-panel";

/** How often a send's progress is asked for while it goes out. */
export const SEND_POLL_MS = 3000;

export type NewsletterPanel = NewsletterPanelData & {
  /** The panel's own address (/kitchen/{site}/recipes/{id}/newsletter). */
  path: string;
  /** Asks again (after publishing with the e-mail, say). */
  refresh(): Promise<void>;
  /** A send the API just accepted, shown at once and followed until it is done. */
  addSend(send: NewsletterSendView): void;
};

/**
 * The recipe's newsletter data, first from the editor's loader, then from the panel's own
 * route: polled every few seconds while a send is queued or sending, and not otherwise.
 */
export function useNewsletterPanel(path: string, initial: NewsletterPanelData): NewsletterPanel {
  const [data, setData] = useState(initial);

  const refresh = useCallback(async () => {
    const result = await getJson<NewsletterPanelData>(path);
    // A failed poll keeps what is shown; the next one (or a reload) tries again.
    if (result.ok && result.body) setData(result.body);
  }, [path]);

  const addSend = useCallback((send: NewsletterSendView) => {
    setData((current) => ({
      ...current,
      sends: [send, ...(current.sends ?? []).filter((other) => other.id !== send.id)],
    }));
  }, []);

  const inProgress = data.sends?.some(isSendInProgress) ?? false;
  useEffect(() => {
    if (!inProgress) return;
    // Each answer is a new `data`, which sets the next timer: one request at a time.
    const timer = setTimeout(() => void refresh(), SEND_POLL_MS);
    return () => clearTimeout(timer);
  }, [inProgress, data, refresh]);

  return { ...data, path, refresh, addSend };
}
