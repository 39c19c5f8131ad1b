import { GIFT_MESSAGE_MAX, giftsLeftText } from "@schema/api/gift-texts";
import type { GiftAllowanceResponse, SentGiftResponse } from "@schema/api/gifts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { isValidEmail } from "../../lib/email";
import { getJson, postJson, visitorMessage } from "../../lib/interactions/api-client";
import { useFocusWrap } from "../../lib/use-focus-wrap";
import { ErrorBox } from "../ErrorBox";
import { Sheet } from "../site/Sheet";

export type GiftDialogProps = {
  open: boolean;
  onClose: () => void;
  recipeId: string;
  recipeTitle: string;
};

type Allowance = GiftAllowanceResponse["allowance"];

/**
 * 'Gift this recipe' (docs/spec/visitor-experience.md §2): the friend's address, an optional
 * message, this month's gifts left, and Send, disabled until the address is a valid one. The
 * API decides everything else (worker/services/gifts) and its refusals are shown as it words them.
 */
export function GiftDialog({ open, onClose, recipeId, recipeTitle }: GiftDialogProps) {
  const content = useRef<HTMLDivElement>(null);
  useFocusWrap(content, open);
  const emailId = useId();
  const messageId = useId();
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    getJson<GiftAllowanceResponse>("/api/gifts").then((result) => {
      if (!live) return;
      if (result.ok) setAllowance(result.body.allowance);
      else setLoadError(visitorMessage(result) ?? "Your gifts couldn't be loaded. Try again.");
    });
    return () => {
      live = false;
    };
  }, [open]);

  const left = allowance?.left ?? 0;
  const canSend = Boolean(allowance?.mayGift) && left > 0 && isValidEmail(email);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend || busy) return;
    setBusy(true);
    setError(null);
    setSentTo(null);
    const to = email.trim();
    const result = await postJson<SentGiftResponse>("/api/gifts", {
      recipeId,
      email: to,
      message: message.trim() || null,
    });
    setBusy(false);
    if (!result.ok) {
      setError(visitorMessage(result) ?? "The gift wasn't sent. Please try again.");
      return;
    }
    setAllowance(result.body.allowance);
    setSentTo(result.body.gift.recipientEmail);
    setEmail("");
    setMessage("");
    // Send waits for an address again: focus goes where the next one is typed.
    emailField.current?.focus();
  }

  return (
    <Sheet open={open} onClose={onClose} title="Gift this recipe" variant="dialog">
      <div className="stack gift-dialog" ref={content}>
        <p className="subdued">
          Send {recipeTitle} to a friend. They can read it in full once they sign in with the
          address you enter.
        </p>
        <p className="gift-dialog__allowance" aria-live="polite">
          {loadError ??
            (allowance
              ? allowance.mayGift
                ? giftsLeftText(left)
                : "Gifting isn't available on your plan."
              : "Checking your gifts…")}
        </p>
        <form className="stack" onSubmit={send} noValidate>
          <div className="field">
            <label htmlFor={emailId}>Friend's email</label>
            <input
              ref={emailField}
              id={emailId}
              name="email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setError(null);
              }}
            />
          </div>
          <div className="field">
            <label htmlFor={messageId}>Message (optional)</label>
            <textarea
              id={messageId}
              name="message"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
            />
          </div>
          {error ? <ErrorBox>{error}</ErrorBox> : null}
          {sentTo ? (
            <p className="gift-dialog__sent" role="status">
              Gift sent to {sentTo}. They have 30 days to open it.
            </p>
          ) : null}
          {/* Sending, it is only marked: disabled would drop its focus to the page's start. */}
          <button
            type="submit"
            className="button button--primary"
            disabled={!canSend}
            aria-disabled={busy || undefined}
          >
            {busy ? "Sending…" : "Send"}
          </button>
        </form>
      </div>
    </Sheet>
  );
}
