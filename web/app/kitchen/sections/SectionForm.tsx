import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { SubmitButton } from "../../components/SubmitButton";
import { useHydrated } from "../../lib/use-hydrated";
import { ErrorSummary } from "../shared/ErrorSummary";
import {
  collectErrors,
  type FieldErrors,
  type Issue,
  NO_ERRORS,
  withoutError,
} from "../shared/field-errors";
import { UnsavedChangesDialog } from "../shared/UnsavedChangesDialog";
import { useUnsavedChanges } from "../shared/unsaved-changes";
import {
  BASED_ON_FIELD,
  EDITED_ELSEWHERE,
  errorAt,
  OVERWRITE_FIELD,
  resultFor,
  type SectionResult,
} from "./section-result";

type SectionFormState = {
  /** The message for the field posted under `name` (the API's issue path), or one inside it. */
  error(name: string): string | undefined;
  /** Every message, by issue path. */
  errors: FieldErrors;
  /** For changes that are not input events: a reorder, an upload, a rich-text edit. */
  markDirty(): void;
};

const SectionFormContext = createContext<SectionFormState>({
  error: () => undefined,
  errors: NO_ERRORS,
  markDirty: () => {},
});

export const useSectionForm = () => useContext(SectionFormContext);

type Props = {
  /** Posted as `intent`; the action's answer carries it back to this form. */
  intent: string;
  /** Runs before sending (with script): issues found keep the form from being sent. */
  check?(form: FormData): Issue[];
  /** "Links, row 2: Address" for an issue path, for the error summary. */
  fieldLabel(path: string): string;
  submitLabel: string;
  /** Hold navigation away while there are unsaved edits. */
  guardUnsaved?: boolean;
  className?: string;
  /** The route that answers the form, when the page is also shown at another address. */
  action?: string;
  /**
   * The version of what the form was opened with (the page's settings, a collection's or an
   * event's ETag…):
   * the save is refused if it changed since, and the form offers to save over it or to load it.
   */
  basedOn?: string;
  /**
   * A save lands on another page (an event's or a contributor's list, a new collection's
   * editor), which should open at its top where its notice is: Remix carries the form's
   * scroll-keeping over to the redirect.
   */
  leavesPage?: boolean;
  children: ReactNode;
};

/**
 * A kitchen section's form: a real <form method="post"> (it works before script loads),
 * checked in the browser with the API's own zod shapes, with the server's field issues
 * shown at the fields (by name), a summary linking to them, and a polite status line that
 * says "Saving…", "Saved" or "Unsaved changes".
 */
export function SectionForm({
  intent,
  check,
  fieldLabel,
  submitLabel,
  guardUnsaved = true,
  className,
  action,
  basedOn: latestTag,
  leavesPage = false,
  children,
}: Props) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const result = resultFor(useActionData<SectionResult>(), intent);
  const failureErrors = (answer: SectionResult | undefined): FieldErrors =>
    answer && !answer.ok ? collectErrors(answer.issues, (path) => path) : NO_ERRORS;

  const [errors, setErrors] = useState<FieldErrors>(() => failureErrors(result));
  const [general, setGeneral] = useState<string | null>(() =>
    result && !result.ok && result.issues.length === 0 ? result.message : null,
  );
  const [dirty, setDirty] = useState(false);
  const [checkedInBrowser, setCheckedInBrowser] = useState(false);

  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  // The version the fields build on. A new one from the loader (after this form's save, or
  // any reload of the page's data) is taken only while nothing typed is unsaved: the fields
  // then show it, where typed fields would still say what was typed over the old one.
  const [basedOn, setBasedOn] = useState(latestTag);
  const conflict = result && !result.ok && result.error === EDITED_ELSEWHERE;

  // Each answer of the server replaces what the form shows about the last attempt.
  useEffect(() => {
    if (!result) return;
    setCheckedInBrowser(false);
    setErrors(failureErrors(result));
    setGeneral(!result.ok && result.issues.length === 0 ? result.message : null);
    if (result.ok) setDirty(false);
  }, [result]);
  useEffect(() => {
    if (!dirty) setBasedOn(latestTag);
  }, [latestTag, dirty]);

  const blocker = useUnsavedChanges(guardUnsaved && dirty && !saving);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const issues = check?.(new FormData(event.currentTarget)) ?? [];
    if (issues.length === 0) return;
    event.preventDefault();
    setErrors(collectErrors(issues, (path) => path));
    setGeneral(null);
    setCheckedInBrowser(true);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Typing in a search box (a recipe picker) changes nothing yet; choosing does, via markDirty.
    if (target.getAttribute("role") === "combobox") return;
    setDirty(true);
    if (target.name) setErrors((current) => withoutError(current, target.name));
  };

  const markDirty = useCallback(() => setDirty(true), []);
  const state = useMemo<SectionFormState>(
    () => ({ error: (name) => errorAt(errors, name), errors, markDirty }),
    [errors, markDirty],
  );

  const summary = Object.entries(errors).map(([key, message]) => ({
    key,
    label: fieldLabel(key),
    message,
  }));
  const status = saving ? "Saving…" : dirty ? "Unsaved changes" : result?.ok ? result.message : "";

  return (
    <SectionFormContext.Provider value={state}>
      <Form
        method="post"
        action={action}
        // A save that stays shows its answer where the person is; one that leaves starts
        // the next page at its top.
        preventScrollReset={!leavesPage}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onChange={onChange}
        className={`section-form stack ${className ?? ""}`}
      >
        <input type="hidden" name="intent" value={intent} />
        {basedOn ? <input type="hidden" name={BASED_ON_FIELD} value={basedOn} /> : null}
        <ErrorSummary
          errors={summary}
          general={general}
          focusOnShow={checkedInBrowser || Boolean(result)}
        >
          {conflict && general ? (
            <div className="answer-actions">
              <SubmitButton
                name={OVERWRITE_FIELD}
                value="1"
                className="button button--primary"
                busy={saving}
              >
                Save mine over it
              </SubmitButton>
              {/* A fresh load of the page: every field as saved, what was typed here gone. */}
              <a
                href={location.pathname}
                className="button button--secondary"
                onClick={() => flushSync(() => setDirty(false))}
              >
                Load what was saved
              </a>
            </div>
          ) : null}
        </ErrorSummary>
        {children}
        <div className="section-form__footer">
          <SubmitButton className="button button--primary" busy={saving}>
            {saving ? "Saving…" : submitLabel}
          </SubmitButton>
          <p
            role="status"
            className="section-form__status"
            data-state={saving ? "saving" : dirty ? "unsaved" : result?.ok ? "saved" : "idle"}
          >
            {status}
          </p>
        </div>
      </Form>
      {guardUnsaved ? <UnsavedChangesDialog blocker={blocker} /> : null}
    </SectionFormContext.Provider>
  );
}
