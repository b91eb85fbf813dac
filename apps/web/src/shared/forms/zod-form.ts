import { isApiError } from '../api/api-error.ts';
import type { ZodType } from 'zod';

/**
 * A Mantine form `validate` function from a contract schema. Errors stay translation keys
 * (the contract's zod messages), so they are translated when shown and follow a language switch.
 */
export function zodValidate<T extends Record<string, unknown>>(schema: ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      const saysRequired = REQUIRED_MESSAGE.test(issue.message);
      errors[path] ??=
        !saysRequired && isEmptyValue(valueAt(values, issue.path)) && EMPTY_CODES.has(issue.code) ? 'validation.required' : issue.message;
    }
    return errors;
  };
}

/** Issues that, on an empty field, mean only that it is required ("required", not "too short"; issue 21). */
const EMPTY_CODES = new Set<string>(['too_small', 'invalid_type']);
/** A schema's own required message ('auth.emailRequired': "Please enter your email") is kept: it says more. */
const REQUIRED_MESSAGE = /required$/i;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * The failure handler of a form's submit: moves focus to the first field the validation marked, so
 * keyboard and screen-reader users land on what needs fixing (ui.md, Forms).
 */
export function focusFirstInvalidField(_errors: unknown, _values: unknown, event?: { currentTarget: EventTarget | null }): void {
  // Read the form now: React clears currentTarget once the handler returns.
  const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.focus();
    // A select opens its list on focus, which would cover the error under it: close it again (issue 21).
    if (field.getAttribute('aria-haspopup') === 'listbox' || field.getAttribute('role') === 'combobox') {
      // Once the opening has rendered: the list closes only what it knows to be open.
      requestAnimationFrame(() => field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true })));
    }
    field.scrollIntoView({ block: 'center' });
  });
}

interface FieldForm<P> {
  getInputProps(path: P): { error?: unknown };
  isDirty(path: P): boolean;
  validateField(path: P): unknown;
  setFieldError(path: P, error: string): void;
}

/**
 * Input props with the error translated (errors are catalogue keys, so they follow a language switch),
 * checking the field when the user leaves it, but only once they typed in it: an untouched field that
 * merely loses focus (a click on "create account") must not grow an error and shift the page.
 */
export function fieldProps<P extends string>(form: FieldForm<P>, path: P, t: (key: string) => string): Record<string, unknown> {
  const props = form.getInputProps(path);
  return {
    ...props,
    error: typeof props.error === 'string' ? t(props.error) : props.error,
    onBlur: () => {
      if (form.isDirty(path)) form.validateField(path);
    },
  };
}

/** Puts the field errors of a server problem under the form's own fields. */
export function showServerFieldErrors<P extends string>(form: FieldForm<P>, error: unknown, fields: readonly P[]): void {
  if (!isApiError(error)) return;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field) && messages[0]) form.setFieldError(field as P, messages[0]);
  }
}
