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
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
