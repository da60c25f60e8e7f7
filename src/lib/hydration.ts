/**
 * An island's forms before and after it hydrates. Its static HTML is on the page first: a visitor can type
 * into its fields before the island's code has run. Hydration leaves that text in the fields, but the island's
 * state does not have it, and the island's next render puts the state's value back (an empty address, then
 * "Please enter a valid e-mail address." for a field the visitor had filled: seen on /forgot-password on a
 * busy machine). So an island with such a form takes in what was typed (useTypedBeforeHydration) and keeps
 * its submit button disabled until it runs (useHydrated): a submit before then would send the form the
 * browser's way, with its fields in the URL.
 */
import { useEffect, useState, type RefObject } from "react";

/** false in the static HTML and the first render in the browser (which must match it), true once the island runs. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The fields whose text a visitor types. */
const TYPED = new Set(["text", "email", "search", "tel", "url", "password"]);

/** The text in `form`'s named text fields and text areas, by name (empty ones left out). */
function typedFields(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    const text =
      (field instanceof HTMLInputElement && TYPED.has(field.type)) || field instanceof HTMLTextAreaElement ? field : null;
    if (text?.name && text.value) typed[text.name] = text.value;
  }
  return typed;
}

/**
 * Once the island runs, `adopt` gets what was typed into `form`'s text fields before then, by field name
 * (called only when something was): the island takes it into its state, where its own value is still empty.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  useEffect(() => {
    const typed = form.current ? typedFields(form.current) : {};
    if (Object.keys(typed).length) adopt(typed);
    // once, as the island hydrates: later text comes through the fields' own onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
