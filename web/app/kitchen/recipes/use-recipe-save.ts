import { type ManageRecipe, recipeBody, unpublishableIssues } from "@schema/api/manage-recipes";
import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { OFFLINE_FAILURE } from "../shared/action-result";
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
import type { RecipeActionFailure, RecipeActionResult } from "./recipe-action-types";
import { issueFieldKey } from "./recipe-fields";
import { formFromRecipe, type RecipeForm, toRecipeBody } from "./recipe-form";

/** Autosave waits this long after the last change, so a save follows a pause, not each key. */
export const AUTOSAVE_DELAY_MS = 1500;

export const SLUG_TAKEN = "That slug is taken";

/** A save with no answer after this long is reported as failed (Retry sends it again). */
const SAVE_TIMEOUT_MS = 30_000;

type Options = {
  actionPath: string;
  /** The recipe as the editor last had it from the server (its status, its version). */
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
  | { ok: false; reason: "invalid" | "error" | "conflict"; message: string };

const FIX_FIELDS = "Fix the marked fields first.";
const CHANGED_ELSEWHERE = "It was saved elsewhere meanwhile: choose which version to keep.";

/** The body a recipe from the server stands for, as the form would send it. */
const bodyJsonOf = (recipe: ManageRecipe) =>
  JSON.stringify(toRecipeBody(formFromRecipe(recipe)).body);

/**
 * The recipe editor's saving: the body is built from the form and checked with the same zod
 * schema the API uses before anything is sent; field messages come from that check or from
 * the API's 400 issues. Drafts autosave (debounced); `send` also serves Update and Publish.
 * A taken slug that was only following the title gets a number instead of an error.
 *
 * Saves go one at a time, each naming the version it is based on (`basedOn`, the recipe's
 * `updatedAt`; the API's If-Match). A save refused because the recipe was saved elsewhere
 * since (another tab, another manager) leaves `conflict` holding that saved recipe, and
 * nothing autosaves until the author keeps theirs (`keepMine`) or takes it (`adopt`).
 */
export function useRecipeSave({ actionPath, recipe, form, setForm, autosave, onSaved }: Options) {
  const { body, issues: textIssues } = useMemo(() => toRecipeBody(form), [form]);
  const json = useMemo(() => JSON.stringify(body), [body]);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(toRecipeBody(form).body));
  const [state, setState] = useState<SaveState>("saved");
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [general, setGeneral] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ManageRecipe | null>(null);
  const { call } = useJsonAction<RecipeActionResult>();
  const inFlight = useRef(false);
  // The server's version the form builds on; moved by every answer, before any re-render.
  const basedOn = useRef(recipe.updatedAt);
  useEffect(() => {
    // Only forward: a render of an older answer must not undo a newer one's (ISO times sort).
    if (recipe.updatedAt > basedOn.current) basedOn.current = recipe.updatedAt;
  }, [recipe.updatedAt]);
  // The last save on its way: the next waits for it, so it is based on that save's answer.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
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
    (sent: string, result: RecipeActionFailure, sentBody: typeof body): SendResult => {
      failedJson.current = sent;
      const invalid: SendResult = { ok: false, reason: "invalid", message: FIX_FIELDS };
      if (result.status === 412 && result.current) {
        setConflict(result.current);
        setGeneral(null);
        setState("conflict");
        return { ok: false, reason: "conflict", message: CHANGED_ELSEWHERE };
      }
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
  const sendNow = useCallback(
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
      const answer: RecipeActionResult =
        (await call(
          actionPath,
          { intent, recipe: body, basedOn: basedOn.current, ...extra },
          { timeoutMs: SAVE_TIMEOUT_MS },
        )) ?? OFFLINE_FAILURE;
      inFlight.current = false;
      // "Saved elsewhere" with what was sent is this page's own save whose answer was lost
      // (a timeout, a dropped connection), or the same words saved twice: nothing to choose.
      // A save is then done; a publish goes again, based on that version.
      const sameWords =
        !answer.ok && answer.current && bodyJsonOf(answer.current) === sent
          ? answer.current
          : undefined;
      if (sameWords && intent === "publish") {
        basedOn.current = sameWords.updatedAt;
        return sendNow(intent, extra);
      }
      const result = sameWords ? { ok: true as const, recipe: sameWords } : answer;
      if (!result.ok) return fail(sent, result, body);
      basedOn.current = result.recipe.updatedAt;
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

  /** `sendNow`, after the save already on its way (what the form holds is read now). */
  const send = useCallback(
    (intent: "save" | "publish", extra?: Record<string, unknown>) => {
      const next = queue.current.then(() => sendNow(intent, extra));
      queue.current = next.catch(() => undefined);
      return next;
    },
    [sendNow],
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
    if (!autosave || json === savedJson || inFlight.current) return;
    if (state === "saving" || state === "conflict") return;
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

  /** Saves the form over the version saved elsewhere (which History keeps). */
  const keepMine = useCallback(() => {
    if (!conflict) return Promise.resolve(null);
    basedOn.current = conflict.updatedAt;
    failedJson.current = null;
    setConflict(null);
    return send("save");
  }, [conflict, send]);

  /** Takes `saved` as the form's new starting point: the caller puts it in the form. */
  const adopt = useCallback((saved: ManageRecipe) => {
    basedOn.current = saved.updatedAt;
    failedJson.current = null;
    setConflict(null);
    setSavedJson(bodyJsonOf(saved));
    setErrors(NO_ERRORS);
    setGeneral(null);
    setState("saved");
  }, []);

  return {
    state,
    dirty,
    errors,
    general,
    clearError,
    send,
    conflict,
    keepMine,
    adopt,
  };
}
