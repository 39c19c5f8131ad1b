import { NEWSLETTER_NOTE_MAX } from "@schema/api/newsletters";
import { useId, useRef, useState } from "react";
import { postJson, visitorMessage } from "../../lib/interactions/api-client";
import { ChoiceField, TextAreaField } from "../shared/Fields";
import type {
  NewsletterAudienceKind,
  NewsletterReply,
  NewsletterRequest,
} from "./newsletter-panel";

type Props = {
  /** The panel's route (/kitchen/{site}/recipes/{id}/newsletter). */
  path: string;
  /** A subscriber-only recipe reads differently for paid and free readers: both can be previewed. */
  subscribersOnly: boolean;
  note: string;
  onNoteChange(note: string): void;
  /**
   * Saves the recipe's pending edits, if any, before the e-mail is rendered from it (the API
   * renders what is saved); false when it could not be saved.
   */
  saveFirst?: () => Promise<boolean>;
};

const NOT_SAVED = "The recipe could not be saved; fix what the editor marks, then try again.";

type Preview = Extract<NewsletterReply, { intent: "preview" }>;

const AUDIENCES: { value: NewsletterAudienceKind; label: string; description: string }[] = [
  { value: "paid", label: "Paid subscriber", description: "Gets the whole recipe." },
  { value: "free", label: "Free subscriber", description: "Gets the teaser and an upgrade link." },
];

const FAILED = "That did not work. Please try again.";

/** Posts one of the panel's requests; the answer, or a message for the author. */
export async function newsletterCall<I extends NewsletterRequest["intent"]>(
  path: string,
  body: Extract<NewsletterRequest, { intent: I }>,
): Promise<
  { ok: true; reply: Extract<NewsletterReply, { intent: I }> } | { ok: false; message: string }
> {
  const result = await postJson<Extract<NewsletterReply, { intent: I }>>(path, body);
  if (result.ok) return { ok: true, reply: result.body };
  return { ok: false, message: visitorMessage(result) ?? FAILED };
}

/**
 * The e-mail's note, its preview (the HTML in a sandboxed frame: no script, no navigation),
 * and "Send a test to me". Shared by the publish dialog and the editor's Newsletter section.
 */
export function NewsletterCompose({ path, subscribersOnly, note, onNoteChange, saveFirst }: Props) {
  const [audience, setAudience] = useState<NewsletterAudienceKind>("paid");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [testing, setTesting] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewId = useId();

  // The latest request wins: a switch of audience mid-load shows the audience now chosen.
  const latestPreview = useRef(0);
  const loadPreview = async (kind: NewsletterAudienceKind) => {
    const request = ++latestPreview.current;
    setPreviewing(true);
    setError(null);
    if (saveFirst && !(await saveFirst())) {
      setPreviewing(false);
      setError(NOT_SAVED);
      return;
    }
    const result = await newsletterCall(path, {
      intent: "preview",
      note: note.trim() || null,
      audience: subscribersOnly ? kind : "paid",
    });
    if (request !== latestPreview.current) return;
    setPreviewing(false);
    if (result.ok) setPreview(result.reply);
    else setError(result.message);
  };

  // A new audience is a new e-mail: show it at once.
  const switchAudience = (kind: NewsletterAudienceKind) => {
    setAudience(kind);
    void loadPreview(kind);
  };

  const sendTest = async () => {
    if (testing) return;
    setTesting(true);
    setError(null);
    setStatus(null);
    if (saveFirst && !(await saveFirst())) {
      setTesting(false);
      setError(NOT_SAVED);
      return;
    }
    // The edition "Preview as" shows, so the e-mail can be checked as that reader gets it.
    const as = subscribersOnly ? audience : "paid";
    const result = await newsletterCall(path, {
      intent: "test",
      note: note.trim() || null,
      audience: as,
    });
    setTesting(false);
    if (!result.ok) setError(result.message);
    else if (subscribersOnly)
      setStatus(`Test sent to ${result.reply.sentTo}, as a ${as} subscriber gets it`);
    else setStatus(`Test sent to ${result.reply.sentTo}`);
  };

  return (
    <div className="newsletter-compose stack">
      <TextAreaField
        label="Note to your subscribers (optional)"
        hint="A few words of your own, above the recipe in the e-mail. A web address becomes a link."
        rows={3}
        maxLength={NEWSLETTER_NOTE_MAX}
        value={note}
        onChange={onNoteChange}
      />
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          aria-controls={previewId}
          aria-expanded={preview !== null}
          // aria-disabled, not disabled: the button keeps focus while the call runs.
          aria-disabled={previewing}
          onClick={() => {
            if (!previewing) void loadPreview(audience);
          }}
        >
          {previewing ? "Loading preview…" : preview ? "Update preview" : "Preview e-mail"}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={testing}
          onClick={() => void sendTest()}
        >
          {testing ? "Sending test…" : "Send a test to me"}
        </button>
      </div>
      <p role="status" className="newsletter-compose__status">
        {status}
      </p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div id={previewId} className="newsletter-preview" hidden={preview === null}>
        {preview ? (
          <>
            {subscribersOnly ? (
              <ChoiceField<NewsletterAudienceKind>
                legend="Preview as"
                hint="This recipe is for subscribers: free subscribers get its teaser."
                value={audience}
                onChange={switchAudience}
                options={AUDIENCES}
              />
            ) : null}
            <p className="newsletter-preview__subject">
              <span className="subdued">Subject:</span> {preview.subject}
            </p>
            {/* sandbox="": the e-mail's HTML can neither run script nor navigate the kitchen. */}
            <iframe
              className="newsletter-preview__frame"
              title={`E-mail preview${subscribersOnly ? ` (${audience} subscriber)` : ""}`}
              sandbox=""
              srcDoc={preview.html}
            />
          </>
        ) : null}
      </div>
    </div>
  );
}
