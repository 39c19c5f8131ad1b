import type { Dispatch, SetStateAction } from "react";
import type { RecipeForm } from "./recipe-form";

/** How editor parts change the form: a functional update, so callbacks stay stable. */
export type SetForm = Dispatch<SetStateAction<RecipeForm>>;
/** A part's own slice, changed the same way. */
export type Update<T> = (change: (current: T) => T) => void;

export const byId = <T extends { id: string }>(item: T) => item.id;
