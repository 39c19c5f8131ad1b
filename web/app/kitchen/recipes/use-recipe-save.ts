import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import {
  type ManageRecipe,
  recipeBody,
  unpublishableIssues,
} from "@schema/api/manage-recipes";
import { type ActionFailure, OFFLINE_FAILURE } from "../shared/action-result";
import {
  collectErrors,
  type FieldErrors,
  type Issue,
  NO_ERRORS,
  withoutError,
  zodIssues,
} from "../shared/field-errors";
import type { SaveState } from "../shared/save-status";
import { nextSlug } from "../shared/slug";
import { useJsonAction } from "../shared/use-json-action";
import type { RecipeActionResult } from "./recipe-action-types";
import { issueFieldKey } from "./recipe-fields";
import { type RecipeForm, toRecipeBody } from "./recipe-form";

/** Autosave waits this long after the last change, so a save follows a pause, not each key. */
export const AUTOSAVE_DELAY_MS = 1500;

export const SLUG_TAKEN = "That slug is taken";

/** A save with no answer after this long is reported as failed (Retry sends it again). */
const SAVE_TIMEOUT_MS = 30_000;

type Options = {
  actionPath: string;
  recipe: ManageRecipe;
  form: RecipeForm;
  setForm: Dispatch<SetStateAction<RecipeForm>>;
  /** Drafts save themselves; a published recipe changes only when the author says Update. */
  autosave: boolean;
  /** The recipe as the server now holds it, after each successful call. */
  onSaved(recipe: ManageRecipe): void;
};

export type SendResult =
  | { ok: true; recipe: ManageRecipe }
  | { ok: false; reason: "invalid" | "error"; message: string };

const FIX_FIELDS = "Fix the marked fields first.";

/**
 * The recipe editor's saving: the body is built from the form and checked with the same zod
 * schema the API uses before anything is sent; field messages come from that check or from
 * the API's 400 issues. Drafts autosave (debounced); `send` also serves Update and Publish.
 * A taken slug that was only following the title gets a number instead of an error.
 */
export function useRecipeSave({ actionPath, recipe, form, setForm, autosave, onSaved }: Options) {
  const { body, issues: textIssues } = useMemo(() => toRecipeBody(form), [form]);
  const json = useMemo(() => JSON.stringify(body), [body]);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(toRecipeBody(form).body));
  const [state, setState] = useState<SaveState>("saved");
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [general, setGeneral] = useState<string | null>(null);
  const { call } = useJsonAction<RecipeActionResult>();
  const inFlight = useRef(false);
  // A body that already failed is not retried by the timer (only by Retry or a new edit).
  const failedJson = useRef<string | null>(null);
  const latestJson = useRef(json);
  latestJson.current = json;
  const dirty = json !== savedJson;

  /** What the API would refuse; a live recipe (publishing, or an Update) also unnamed lines. */
  const validate = useCallback(
    (live: boolean): Issue[] => {
      const parsed = recipeBody.safeParse(body);
      if (!parsed.success) return [...textIssues, ...zodIssues(parsed.error)];
      const unpublishable = live ? zodIssues({ issues: unpublishableIssues(parsed.data) }) : [];
      return [...textIssues, ...unpublishable];
    },
    [body, textIssues],
  );

  const fail = useCallback(
    (sent: string, result: ActionFailure, sentBody: typeof body): SendResult => {
      failedJson.current = sent;
      const invalid: SendResult = { ok: false, reason: "invalid", message: FIX_FIELDS };
      if (result.status === 409 && result.issues.some((issue) => issue.path === "slug")) {
        if (form.slugFollowsTitle) {
          // The author never chose this slug: pick the next free-looking one and go again.
          failedJson.current = null;
          setForm((current) => ({ ...current, slug: nextSlug(current.slug) }));
          setState("unsaved");
          return {
            ok: false,
            reason: "error",
            message: "The slug was taken; another was chosen. Try again.",
          };
        }
        setErrors({ slug: SLUG_TAKEN });
        setGeneral(null);
        setState("invalid");
        return invalid;
      }
      if (result.status === 400 && result.issues.length) {
        setErrors(collectErrors(result.issues, (path) => issueFieldKey(path, sentBody)));
        setGeneral(null);
        setState("invalid");
        return invalid;
      }
      setGeneral(result.message);
      setState("error");
      return { ok: false, reason: "error", message: result.message };
    },
    [form.slugFollowsTitle, setForm],
  );

  /** Saves (or publishes) what the form holds now. Resolves with the server's recipe, or not ok. */
  const send = useCallback(
    async (
      intent: "save" | "publish",
      extra: Record<string, unknown> = {},
    ): Promise<SendResult> => {
      const issues = validate(intent === "publish" || recipe.status === "published");
      if (issues.length) {
        failedJson.current = json;
        setErrors(collectErrors(issues, (path) => issueFieldKey(path, body)));
        setGeneral(null);
        setState("invalid");
        return { ok: false, reason: "invalid", message: FIX_FIELDS };
      }
      inFlight.current = true;
      setState("saving");
      const sent = json;
      const result =
        (await call(
          actionPath,
          { intent, recipe: body, ...extra },
          { timeoutMs: SAVE_TIMEOUT_MS },
        )) ?? OFFLINE_FAILURE;
      inFlight.current = false;
      if (!result.ok) return fail(sent, result, body);
      failedJson.current = null;
      setSavedJson(sent);
      setErrors(NO_ERRORS);
      setGeneral(null);
      setState(latestJson.current === sent ? "saved" : "unsaved");
      onSaved(result.recipe);
      return { ok: true, recipe: result.recipe };
    },
    [validate, json, body, call, actionPath, fail, onSaved, recipe.status],
  );

  const sendRef = useRef(send);
  sendRef.current = send;

  // The saved state follows the form: an edit makes it "unsaved" until the next save.
  useEffect(() => {
    if (inFlight.current) return;
    if (json === savedJson) setState((current) => (current === "unsaved" ? "saved" : current));
    else setState((current) => (current === "saved" ? "unsaved" : current));
  }, [json, savedJson]);

  useEffect(() => {
    if (!autosave || json === savedJson || inFlight.current || state === "saving") return;
    if (failedJson.current === json) return;
    const timer = setTimeout(() => void sendRef.current("save"), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosave, json, savedJson, state]);

  // The first load of a recipe is the saved state, whatever the form shows of it.
  useEffect(() => {
    setSavedJson(JSON.stringify(toRecipeBody(form).body));
  }, [recipe.id]);

  const clearError = useCallback(
    (key: string) => setErrors((current) => withoutError(current, key)),
    [],
  );

  return {
    state,
    dirty,
    errors,
    general,
    clearError,
    send,
  };
}
