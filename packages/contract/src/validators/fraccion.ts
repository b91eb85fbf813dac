/** Tariff fraction of the TIGIE: 8 digits (chapter, heading, subheading, fraction), written without dots. */
export const FRACCION_PATTERN = /^\d{8}$/;
/** NICO (número de identificación comercial): 2 digits that subdivide a fraction. */
export const NICO_PATTERN = /^\d{2}$/;

/** Removes the dots of the printed form `0101.21.01`. */
export function normalizeFraccion(value: string): string {
  return value.trim().replace(/\./g, '');
}

export function isFraccionFormat(value: string): boolean {
  return FRACCION_PATTERN.test(normalizeFraccion(value));
}

export function isNicoFormat(value: string): boolean {
  return NICO_PATTERN.test(value.trim());
}
