import type { ShoppingListLine } from "@schema/api/shopping-list";
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { signInHref } from "../../lib/next-path";
import { SHOPPING_LIST_PATH } from "../../lib/offline/offline-rules";
import { newRequestId } from "../../lib/shopping/browser-store";
import {
  byAisle,
  type ListChange,
  lineRecipeHref,
  lineRecipes,
  lineText,
  listAsText,
  type RecipeAddresses,
} from "../../lib/shopping/list-ops";
import { useShoppingList } from "./use-shopping-list";

type Props = {
  signedIn: boolean;
  initialLines: ShoppingListLine[] | null;
  /** The server's time of the page's list (0 signed out). */
  loadedAt: number;
  /** Where the recipes the lines came from are read, for their links. */
  addresses: RecipeAddresses;
  /** Under the heading: the account area's tabs, where the list is one of its pages. */
  nav?: ReactNode;
};

/** The shopping list: by aisle, each line with the recipes it came from. */
export function ShoppingListView({ signedIn, initialLines, loadedAt, addresses, nav }: Props) {
  const { lines, ready, offline, problem, change } = useShoppingList(
    signedIn,
    initialLines,
    loadedAt,
  );
  const [shared, setShared] = useState("");
  const anyChecked = lines.some((line) => line.checked);

  async function share() {
    const text = listAsText(lines);
    try {
      if (navigator.share) {
        await navigator.share({ title: "Shopping list", text });
        setShared("");
      } else {
        await navigator.clipboard.writeText(text);
        setShared("Copied the list to the clipboard.");
      }
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setShared("The list could not be shared or copied.");
    }
  }

  return (
    <>
      <header className="shopping-list__header">
        <h1>Shopping list</h1>
        <p className="shopping-list__where">
          {signedIn ? (
            "Your list, the same on every site you read."
          ) : (
            <>
              Kept in this browser. <a href={signInHref("/sign-in", SHOPPING_LIST_PATH)}>Sign in</a>{" "}
              to keep it in your account and see it on every site.
            </>
          )}
        </p>
      </header>
      {nav}
      {offline ? (
        <p className="shopping-list__offline" role="status">
          You're offline: this is the list as it was last loaded. Changes are sent when the
          connection returns.
        </p>
      ) : null}
      {problem ? (
        <p className="shopping-list__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <AddLineForm onAdd={change} />
      <div className="shopping-list__tools">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => window.print()}
          disabled={!lines.length}
        >
          Print
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={share}
          disabled={!lines.length}
        >
          Share
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!anyChecked}
          onClick={() => change({ op: "clear-checked", requestId: newRequestId() })}
        >
          Clear checked
        </button>
        <p className="shopping-list__shared" role="status">
          {shared}
        </p>
      </div>
      {!ready ? null : lines.length === 0 ? (
        <p className="shopping-list__empty">
          Your list is empty. Add a recipe's ingredients from its page, or add an item above.
        </p>
      ) : (
        byAisle(lines).map((group) => (
          <section key={group.aisle} className="shopping-list__aisle" aria-label={group.name}>
            <h2>{group.name}</h2>
            <ul className="shopping-list__lines">
              {group.lines.map((line) => (
                <ListLine key={line.id} line={line} addresses={addresses} onChange={change} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

/**
 * One field, typed as a cook writes a line ("2 cups flour"): the account's list reads it and
 * files a known ingredient in its aisle, adding it to the line of it already there.
 */
function AddLineForm({ onAdd }: { onAdd: (change: ListChange) => void }) {
  const id = useId();
  return (
    <form
      className="shopping-list__add"
      aria-label="Add an item"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const text = String(new FormData(form).get("text") ?? "").trim();
        if (!text) return;
        onAdd({ op: "add-line", requestId: newRequestId(), text });
        form.reset();
        (form.elements.namedItem("text") as HTMLInputElement | null)?.focus();
      }}
    >
      <span className="field shopping-list__field shopping-list__field--name">
        <label htmlFor={`${id}-text`}>Item</label>
        <input
          id={`${id}-text`}
          name="text"
          maxLength={200}
          required
          autoComplete="off"
          aria-describedby={`${id}-hint`}
        />
      </span>
      <button type="submit" className="button button--primary">
        Add
      </button>
      <p id={`${id}-hint`} className="shopping-list__hint">
        With its amount if you like: 2 cups flour, 3 lemons.
      </p>
    </form>
  );
}

/**
 * A line's amount, unit and item for its Edit form, each label above its field, so the three
 * stay paired when a phone wraps them (amount and unit share a row there, the item the next).
 */
function LineFields({ id, line }: { id: string; line?: ShoppingListLine }) {
  return (
    <>
      <span className="field shopping-list__field shopping-list__field--amount">
        <label htmlFor={`${id}-amount`}>Amount</label>
        <input
          id={`${id}-amount`}
          name="amount"
          defaultValue={line?.amount}
          maxLength={40}
          inputMode="decimal"
        />
      </span>
      <span className="field shopping-list__field shopping-list__field--unit">
        <label htmlFor={`${id}-unit`}>Unit</label>
        <input id={`${id}-unit`} name="unit" defaultValue={line?.unit} maxLength={40} />
      </span>
      <span className="field shopping-list__field shopping-list__field--name">
        <label htmlFor={`${id}-name`}>Item</label>
        <input id={`${id}-name`} name="name" defaultValue={line?.name} maxLength={200} required />
      </span>
    </>
  );
}

function ListLine({
  line,
  addresses,
  onChange,
}: {
  line: ShoppingListLine;
  addresses: RecipeAddresses;
  onChange: (c: ListChange) => void;
}) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Set when an edit closes (saved or cancelled): focus goes back to the line's Edit button,
  // not to the page's top, where a keyboard or screen-reader user would lose their place.
  const backToLine = useRef(false);
  useEffect(() => {
    if (editing) {
      form.current?.querySelector("input")?.focus();
    } else if (backToLine.current) {
      backToLine.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const closeEdit = () => {
    backToLine.current = true;
    setEditing(false);
  };
  const text = lineText(line);
  if (editing) {
    return (
      <li className="shopping-list__line">
        <form
          ref={form}
          className="shopping-list__edit"
          aria-label={`Edit ${line.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const name = String(data.get("name") ?? "").trim();
            if (!name) return;
            onChange({
              op: "edit",
              requestId: newRequestId(),
              lineId: line.id,
              name,
              amount: String(data.get("amount") ?? "").trim(),
              unit: String(data.get("unit") ?? "").trim(),
            });
            closeEdit();
          }}
        >
          <LineFields id={id} line={line} />
          <button type="submit" className="button button--primary">
            Save
          </button>
          <button type="button" className="button button--secondary" onClick={closeEdit}>
            Cancel
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className={`shopping-list__line${line.checked ? " is-checked" : ""}`}>
      <input
        id={`${id}-check`}
        type="checkbox"
        checked={line.checked}
        onChange={(event) =>
          onChange({
            op: "edit",
            requestId: newRequestId(),
            lineId: line.id,
            checked: event.currentTarget.checked,
          })
        }
      />
      <label htmlFor={`${id}-check`} className="shopping-list__text">
        {text}
      </label>
      {line.sources.length ? (
        <p className="shopping-list__sources">
          From{" "}
          {lineRecipes(line.sources).map((recipe, index) => (
            <Fragment key={recipe.key}>
              {index ? ", " : null}
              <a href={lineRecipeHref(recipe, addresses)}>{recipe.title}</a>
              {recipe.amounts ? ` (${recipe.amounts})` : null}
            </Fragment>
          ))}
        </p>
      ) : null}
      <span className="shopping-list__actions">
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          aria-label={`Edit ${text}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Remove ${text}`}
          onClick={(event) => {
            focusNeighbourOf(event.currentTarget);
            onChange({ op: "remove", lineId: line.id });
          }}
        >
          Remove
        </button>
      </span>
    </li>
  );
}

/**
 * Before a line goes, focus moves to the next line's checkbox (else the one before, else the
 * add field): it names the item now under the reader's hand, and the place in the list holds.
 */
function focusNeighbourOf(button: HTMLElement) {
  const line = button.closest("li");
  const list = button.closest("main") ?? document;
  const lines = [...list.querySelectorAll<HTMLLIElement>("li.shopping-list__line")];
  const at = line ? lines.indexOf(line) : -1;
  const neighbour = lines[at + 1] ?? lines[at - 1];
  const target =
    neighbour?.querySelector<HTMLElement>("input") ??
    list.querySelector<HTMLElement>(".shopping-list__add input");
  target?.focus();
}
