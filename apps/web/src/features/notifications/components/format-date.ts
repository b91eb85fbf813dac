/** DD/MM/yyyy HH:mm:ss in the user's zone (house rule 8). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  void language;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
