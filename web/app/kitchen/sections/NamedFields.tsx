import type { ComponentProps } from "react";
import {
  CheckboxField,
  ChoiceField,
  SelectField,
  TextAreaField,
  TextField,
} from "../shared/Fields";
import { fieldDomId } from "../shared/field-ids";
import { useSectionForm } from "./SectionForm";

/**
 * Kitchen fields that post under a name (the API's issue path, "links.0.href") and show
 * that name's error from the enclosing SectionForm: the shared fields, with the id the
 * error summary links to and the error looked up by name.
 */

type Named = { name: string };

export function NamedText({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof TextField>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <TextField {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}

export function NamedTextArea({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof TextAreaField>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <TextAreaField {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}

export function NamedSelect({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof SelectField>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <SelectField {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}

export function NamedCheckbox({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof CheckboxField>, "id" | "name">) {
  return <CheckboxField {...props} name={name} id={fieldDomId(name)} />;
}

/** One choice among a few: radio buttons in a fieldset whose legend names the field. */
export function NamedChoice<V extends string>({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof ChoiceField<V>>, "id" | "error" | "name">) {
  const { error } = useSectionForm();
  return <ChoiceField<V> {...props} name={name} id={fieldDomId(name)} error={error(name)} />;
}
