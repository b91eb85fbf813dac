/** Catalogue key of the greeting for the hour of the day (user's local time). */
export function greetingKeyFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'home.greetingMorning';
  if (hour >= 12 && hour < 19) return 'home.greetingAfternoon';
  return 'home.greetingEvening';
}
