import type { IngredientUsageView, InstructionGroupView } from "@schema/api/public-read";
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { forgetPlace, readPlace, savePlace, startIndex } from "../../lib/cook-mode/cook-place";
import { cookSteps } from "../../lib/cook-mode/step-ingredients";
import { multiplierLabel } from "../../lib/recipe/servings";
import { ingredientLineText } from "../../lib/recipe-page/recipe-content";
import { useFocusWrap } from "../../lib/use-focus-wrap";
import { IngredientLine } from "../recipe/IngredientLine";
import { ArrowIcon } from "../recipe/icons";
import { StepTimer } from "../recipe/StepTimer";
import { CloseIcon } from "../recipe/timer-icons";
import type { RecipeView } from "../recipe/use-recipe-view";
import type { StepTimer as StepTimerModel } from "../recipe/use-step-timer";
import { RichText } from "../rich-text/RichText";
import cookModeStyles from "./cook-mode.css?url";
import { RunningTimer } from "./RunningTimer";
import { useSwipe } from "./use-swipe";
import { useWakeLock } from "./use-wake-lock";

export type CookModeProps = {
  recipeId: string;
  recipeTitle: string;
  /** The visible instruction groups, as the page lists them. */
  groups: InstructionGroupView[];
  /** The visible ingredient lines by id, in list order. */
  usages: Map<string, IngredientUsageView>;
  /** The page's view: cook mode shows its scale and units and shares its ticked lines. */
  view: RecipeView;
  /** The page's one step timer: a timer started here is the one the page shows, and back. */
  timer: StepTimerModel;
  /**
   * Opened on arrival because the reader had left it open (a reload): it takes back the scale
   * they were cooking at, which the page forgot. Pressing Cook keeps the page's scale.
   */
  resume: boolean;
  /** After the dialog has closed (Escape, Close or Done). */
  onClose: () => void;
};

let stylesLoaded: Promise<void> | null = null;

/**
 * Cook mode, once its stylesheet is in. The page's dynamic imports are plain import()s that
 * bring no CSS (web/build-plugins/plain-dynamic-imports.ts), and the recipe page's own sheet
 * is not the place for styles most visits never use: so the sheet is linked here, on first
 * use, and the dialog opens only once it has loaded (never unstyled). A failed download may
 * be tried again.
 */
export function loadCookMode(): Promise<typeof CookMode> {
  stylesLoaded ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = cookModeStyles;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesLoaded = null;
      reject(new Error("Cook mode's stylesheet did not load"));
    };
    document.head.appendChild(link);
  });
  return stylesLoaded.then(() => CookMode);
}

/**
 * Cook mode (issue "The reader in the kitchen", point 1): the recipe one step at a time in
 * large type, as a full-screen modal <dialog> (the page behind is inert; Escape leaves). Each
 * step shows the ingredient lines it uses, scaled and converted as the page shows them (ticks
 * are shared with the page's list), and its timer, which is the page's own. Next and previous
 * by the large buttons, the arrow keys, Space (Shift+Space back) and a sideways swipe. Focus
 * moves to each new step and a live region says where the reader is. The screen is kept on
 * while it is open (use-wake-lock.ts) and the place is kept per recipe (lib/cook-mode/cook-place.ts).
 *
 * Its own chunk, loaded when the Cook button is pressed (the recipe page's script budget).
 */
export function CookMode({
  recipeId,
  recipeTitle,
  groups,
  usages,
  view,
  timer,
  resume,
  onClose,
}: CookModeProps) {
  const steps = useMemo(() => cookSteps(groups, [...usages.values()]), [groups, usages]);
  const [kept] = useState(() => readPlace(recipeId));
  const [index, setIndex] = useState(() =>
    startIndex(
      steps.map((step) => step.instruction.id),
      kept,
    ),
  );
  const [direction, setDirection] = useState<"next" | "previous">("next");
  const [announcement, setAnnouncement] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  // Tab from "Next step" comes round to the first control, not the browser's toolbar.
  useFocusWrap(dialog, true);
  const stepRegion = useRef<HTMLElement>(null);
  const finished = useRef(false);
  const moved = useRef(false);
  const wakeLockNote = useWakeLock();
  const titleId = useId();
  const progressId = useId();

  const step = steps[index];
  const stepId = step?.instruction.id;
  const total = steps.length;
  const last = index === total - 1;

  const { multiplier, setMultiplier, selectStep } = view;
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    if (resume && kept) setMultiplier(kept.multiplier);
  }, [resume, kept, setMultiplier]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const closed = () => {
      if (!finished.current && stepId) {
        savePlace(recipeId, { stepId, open: false, multiplier });
      }
      onClose();
    };
    element.addEventListener("close", closed);
    return () => element.removeEventListener("close", closed);
  }, [recipeId, stepId, multiplier, onClose]);

  useEffect(() => {
    if (stepId) savePlace(recipeId, { stepId, open: true, multiplier });
  }, [recipeId, stepId, multiplier]);

  // Each step, the first one too: show it on the page behind, put focus on it, and say
  // where the reader is now (the first time, focus landing on it says so).
  useEffect(() => {
    if (!stepId) return;
    selectStep(stepId);
    stepRegion.current?.focus({ preventScroll: true });
    if (moved.current) setAnnouncement(`Step ${index + 1} of ${total}`);
  }, [stepId, index, total, selectStep]);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= total || to === index) return;
      moved.current = true;
      setDirection(to > index ? "next" : "previous");
      setIndex(to);
    },
    [index, total],
  );
  const next = () => go(index + 1);
  const previous = () => go(index - 1);
  const swipe = useSwipe(next, previous);

  const finish = () => {
    finished.current = true;
    forgetPlace(recipeId);
    dialog.current?.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    // A field or a checkbox keeps its keys; a button keeps Space (it presses the button).
    if (target.closest("input, textarea, select, [contenteditable]")) return;
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
    else if (event.key === " " && !target.closest("button, a, summary")) {
      if (event.shiftKey) previous();
      else next();
    } else return;
    event.preventDefault();
  };

  if (!step) return null;
  const line = { multiplier: view.multiplier, system: view.preferences.measurementSystem };
  const renderers = {
    renderMeasurement: (node: Parameters<RecipeView["measurementText"]>[0]) => (
      <span className="measurement">{view.measurementText(node)}</span>
    ),
    renderIngredientReference: (id: string) => {
      const usage = usages.get(id);
      return usage ? (
        <span className="ingredient-reference">{ingredientLineText(usage, line)}</span>
      ) : null;
    },
  };
  const minutes = step.instruction.timerMinutes;
  const timerStep = steps.find((s) => s.instruction.id === timer.state.instructionId);

  return (
    <dialog
      ref={dialog}
      className="cook-mode"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
    >
      <div className="cook-mode__bar">
        <h2 id={titleId} className="cook-mode__title">
          <span className="visually-hidden">Cook mode: </span>
          {recipeTitle}
        </h2>
        {timerStep && timerStep !== step ? (
          <RunningTimer
            timer={timer}
            stepNumber={timerStep.number}
            onGo={() => go(steps.indexOf(timerStep))}
          />
        ) : null}
        <button type="button" className="cook-mode__close" onClick={() => dialog.current?.close()}>
          <CloseIcon />
          Close<span className="visually-hidden"> cook mode</span>
        </button>
      </div>

      <div className="cook-mode__progress">
        <p id={progressId} className="cook-mode__count">
          Step {step.number} of {total}
        </p>
        <progress className="cook-mode__meter" max={total} value={index + 1} aria-hidden="true" />
      </div>

      <section
        key={step.instruction.id}
        ref={stepRegion}
        className="cook-mode__step"
        data-direction={direction}
        tabIndex={-1}
        aria-labelledby={progressId}
        {...swipe}
      >
        {step.groupTitle ? <p className="cook-mode__group">{step.groupTitle}</p> : null}
        <RichText doc={step.instruction.content} className="cook-mode__text" {...renderers} />
        {step.instruction.note ? (
          <RichText doc={step.instruction.note} className="cook-mode__note" {...renderers} />
        ) : null}
        {minutes && minutes > 0 ? (
          <div className="cook-mode__timer">
            <StepTimer
              timer={timer}
              instructionId={step.instruction.id}
              minutes={minutes}
              stepLabel={`step ${step.number}`}
            />
          </div>
        ) : null}
        {step.ingredients.length > 0 ? (
          <section className="cook-mode__ingredients" aria-labelledby={`${progressId}-for`}>
            <h3 id={`${progressId}-for`} className="cook-mode__subheading">
              For this step
              {view.multiplier !== 1 ? (
                <span className="cook-mode__scale"> ({multiplierLabel(view.multiplier)})</span>
              ) : null}
            </h3>
            <ul className="ingredient-list">
              {step.ingredients.map((usage, index) => (
                <IngredientLine
                  key={usage.id}
                  id={`${progressId}-line-${index}`}
                  usage={usage}
                  view={view}
                  checkable
                />
              ))}
            </ul>
          </section>
        ) : null}
      </section>

      <p className="cook-mode__wake-note" role="status">
        {wakeLockNote}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {/* The page's timer regions are behind the modal dialog, inert: say it here. */}
      <p className="visually-hidden" role="status">
        {timer.announcement.urgent ? "" : timer.announcement.text}
      </p>
      <p className="visually-hidden" role="alert">
        {timer.announcement.urgent ? timer.announcement.text : ""}
      </p>

      <nav className="cook-mode__nav" aria-label="Steps">
        <button
          type="button"
          className="cook-mode__turn cook-mode__turn--previous"
          onClick={previous}
          disabled={index === 0}
        >
          <ArrowIcon direction="left" />
          Previous<span className="visually-hidden"> step</span>
        </button>
        {last ? (
          <button type="button" className="cook-mode__turn cook-mode__turn--next" onClick={finish}>
            Done
          </button>
        ) : (
          <button type="button" className="cook-mode__turn cook-mode__turn--next" onClick={next}>
            Next<span className="visually-hidden"> step</span>
            <ArrowIcon direction="right" />
          </button>
        )}
      </nav>
    </dialog>
  );
}
