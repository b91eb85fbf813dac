/** Whole pesos as money in the user's language ("$1,234,567"). */
export function formatPesos(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '—';
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 }).format(value);
}

/** An exact decimal from the server (a string) shown with grouping, never through a float for the digits kept. */
export function formatDecimal(value: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const [whole = '0', fraction] = value.split('.');
  const grouped = new Intl.NumberFormat(language).format(BigInt(whole.replace('-', '')));
  const sign = whole.startsWith('-') ? '-' : '';
  const point = new Intl.NumberFormat(language).format(1.5).charAt(1);
  return fraction ? `${sign}${grouped}${point}${fraction}` : `${sign}${grouped}`;
}
