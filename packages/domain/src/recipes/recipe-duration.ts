/**
 * Recipe durations (spec doc 3 §9): shown in minutes, hours or days; days only over 4319
 * minutes (three days and more), so a 48-hour marinade still reads in hours. Structured data
 * wants the same span as an ISO 8601 duration.
 */

/** Spec doc 3 §9: durations above this many minutes are shown in days. */
export const DAYS_OVER_MINUTES = 4319;

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Whole, non-negative minutes; anything unreadable is none. */
function wholeMinutes(minutes: number): number {
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
}

/**
 * `25` → `25 mins`, `60` → `1 hr`, `95` → `1 hr 35 mins`, `2880` → `48 hrs`, `4320` → `3 days`,
 * `4410` → `3 days 2 hrs` (over 4319 minutes the minutes are rounded into hours).
 */
export function formatRecipeDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  if (total > DAYS_OVER_MINUTES) {
    let days = Math.floor(total / MINUTES_PER_DAY);
    let hours = Math.round((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
    if (hours === 24) {
      days += 1;
      hours = 0;
    }
    const dayText = plural(days, 'day', 'days');
    return hours === 0 ? dayText : `${dayText} ${plural(hours, 'hr', 'hrs')}`;
  }
  if (total < MINUTES_PER_HOUR) return plural(total, 'min', 'mins');
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  const hourText = plural(hours, 'hr', 'hrs');
  return rest === 0 ? hourText : `${hourText} ${plural(rest, 'min', 'mins')}`;
}

/** `95` → `PT1H35M`, `0` → `PT0M`; the form schema.org's prepTime and cookTime take. */
export function isoDuration(minutes: number): string {
  const total = wholeMinutes(minutes);
  const hours = Math.floor(total / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
