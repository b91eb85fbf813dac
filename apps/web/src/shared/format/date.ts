const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/yyyy in the user's zone (spec point 9). */
export function formatDate(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** DD/MM/yyyy HH:mm:ss in the user's zone (spec point 9); empty for no instant. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A calendar day (`yyyy-mm-dd`, no time) as DD/MM/yyyy: never moved by the user's zone. */
export function formatDay(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
