/**
 * Whether a YYMMDD group (RFC, CURP) names a real day. The century is not written, so a year is read as 20YY, the
 * reading that admits 29 February of year 00 (2000 was a leap year); every other year has the same leap rule in
 * both centuries. Libraries that parse with `new Date` let 30 February roll over to 2 March, hence this check.
 */
export function isCalendarDateYYMMDD(digits: string): boolean {
  if (!/^\d{6}$/.test(digits)) return false;
  const year = 2000 + Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}
