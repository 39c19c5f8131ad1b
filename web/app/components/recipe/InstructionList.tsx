import type {
  IngredientUsageView,
  InstructionGroupView,
  InstructionView,
} from "@schema/api/public-read";
import { lazy, Suspense } from "react";
import { ingredientLineText, stepAnchor } from "../../lib/recipe-page/recipe-content";
import { CookButton } from "../cook-mode/CookButton";
import { RichText } from "../rich-text/RichText";
import { ChevronDownIcon } from "./icons";
import { MediaSlider, type Slide } from "./MediaSlider";
import { StepTimer } from "./StepTimer";
import { useDisclosure } from "./use-disclosure";
import type { RecipeView } from "./use-recipe-view";
import { type StepTimer as StepTimerModel, useStepTimer } from "./use-step-timer";

// Only while a timer runs, fetched with the countdown on the first Start.
const TimerDock = lazy(() =>
  import("./running-timer").then((module) => ({ default: module.TimerDock })),
);

type Props = {
  groups: InstructionGroupView[];
  usages: Map<string, IngredientUsageView>;
  view: RecipeView;
  recipeTitle: string;
  recipeId: string;
};

/**
 * Numbered steps by group (docs/spec/visitor-experience.md §2, §4): group titles collapse, a step
 * can be selected (the first one is, to begin with), measurements and ingredient references in the
 * text follow the servings and units, and a step with a time has a timer. Numbers run on across
 * groups, so "step 5" means one thing however the recipe is grouped.
 */
export function InstructionList({ groups, usages, view, recipeTitle, recipeId }: Props) {
  const timer = useStepTimer();
  const ids = groups.flatMap((group) => group.instructions.map((instruction) => instruction.id));
  const timerStep = timer.state.instructionId ? ids.indexOf(timer.state.instructionId) + 1 : 0;
  let offset = 0;
  return (
    <section className="instruction-panel" aria-labelledby="instructions-heading">
      <div className="instruction-panel__head">
        <h2 id="instructions-heading" className="recipe-section-heading">
          Instructions
        </h2>
        <CookButton
          recipeId={recipeId}
          recipeTitle={recipeTitle}
          groups={groups}
          usages={usages}
          view={view}
          timer={timer}
        />
      </div>
      {groups.map((group) => {
        const start = offset + 1;
        offset += group.instructions.length;
        return (
          <InstructionGroup
            key={group.id}
            group={group}
            start={start}
            usages={usages}
            view={view}
            timer={timer}
            recipeTitle={recipeTitle}
          />
        );
      })}
      {timer.state.instructionId ? (
        <Suspense fallback={null}>
          <TimerDock timer={timer} stepNumber={timerStep > 0 ? timerStep : null} />
        </Suspense>
      ) : null}
      <p className="visually-hidden" role="status">
        {timer.announcement.urgent ? "" : timer.announcement.text}
      </p>
      <p className="visually-hidden" role="alert">
        {timer.announcement.urgent ? timer.announcement.text : ""}
      </p>
    </section>
  );
}

type GroupProps = Omit<Props, "groups" | "recipeId"> & {
  group: InstructionGroupView;
  start: number;
  timer: StepTimerModel;
};

function InstructionGroup({ group, start, usages, view, timer, recipeTitle }: GroupProps) {
  // Named by its first step's number: unique on the page, and short.
  const disclosure = useDisclosure(`steps-${start}`);
  const title = group.title?.trim();
  const steps = (
    <ol className="step-list" start={start}>
      {group.instructions.map((instruction, index) => (
        <Step
          key={instruction.id}
          instruction={instruction}
          number={start + index}
          usages={usages}
          view={view}
          timer={timer}
          recipeTitle={recipeTitle}
        />
      ))}
    </ol>
  );
  return (
    <div className="instruction-group">
      {title ? (
        <h3 className="instruction-group__title">
          <button className="disclosure-button" {...disclosure.buttonProps}>
            <span>{title}</span>
            <ChevronDownIcon />
          </button>
        </h3>
      ) : null}
      <div {...(title ? disclosure.panelProps : {})} className="instruction-group__body">
        {group.note ? (
          <RichText
            doc={group.note}
            className="instruction-group__note"
            renderMeasurement={(node) => view.measurementText(node)}
          />
        ) : null}
        {steps}
      </div>
    </div>
  );
}

type StepProps = Omit<Props, "groups" | "recipeId"> & {
  instruction: InstructionView;
  number: number;
  timer: StepTimerModel;
};

function Step({ instruction, number, usages, view, timer, recipeTitle }: StepProps) {
  const selected = view.selectedStepId === instruction.id;
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
  const slides: Slide[] = [
    ...(instruction.video ? [{ kind: "video" as const, id: instruction.video.id }] : []),
    ...instruction.images.map((image) => ({ kind: "image" as const, image })),
  ];
  const minutes = instruction.timerMinutes;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the step number is the keyboard control
    <li
      id={stepAnchor(instruction.id)}
      className={selected ? "step is-selected" : "step"}
      aria-current={selected ? "step" : undefined}
      onClick={() => view.selectStep(instruction.id)}
    >
      <button
        type="button"
        className="step__number"
        aria-pressed={selected}
        aria-label={`Step ${number}`}
        onClick={() => view.selectStep(instruction.id)}
      >
        {number}
      </button>
      <div className="step__body">
        <RichText doc={instruction.content} className="step__text" {...renderers} />
        {instruction.note ? (
          <RichText doc={instruction.note} className="step__note" {...renderers} />
        ) : null}
        {minutes && minutes > 0 ? (
          <StepTimer
            timer={timer}
            instructionId={instruction.id}
            minutes={minutes}
            stepLabel={`step ${number}`}
          />
        ) : null}
        {slides.length > 0 ? (
          <MediaSlider
            slides={slides}
            title={`${recipeTitle}, step ${number}`}
            size="step"
            className="step__media"
          />
        ) : null}
      </div>
    </li>
  );
}
