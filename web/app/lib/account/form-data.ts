/** A text field of a posted form; absent or a file counts as empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
