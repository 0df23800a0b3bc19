// The shop's days are Rome's: "today", "this week" and a statistics range are computed in
// Europe/Rome whatever the server's time zone, and turned into instants for the queries.

const ROME = 'Europe/Rome';

/** YYYY-MM-DD of an instant in Rome. */
export function romeDay(at: Date): string {
  return at.toLocaleDateString('sv-SE', { timeZone: ROME });
}

/** The instant a Rome day (YYYY-MM-DD) starts. */
export function romeDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Rome is UTC+1 or UTC+2: try both offsets and keep the one that lands on local midnight.
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(y, m - 1, d, -offset));
    if (romeDay(candidate) === day && romeHour(candidate) === 0) return candidate;
  }
  return new Date(Date.UTC(y, m - 1, d, -1));
}

function romeHour(at: Date): number {
  return Number(at.toLocaleString('en-GB', { timeZone: ROME, hour: '2-digit', hourCycle: 'h23' }));
}

/** The day after a YYYY-MM-DD (calendar arithmetic, no time zone involved). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of the Rome week holding this day. */
export function weekStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Every day from `from` to `to` inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to && out.length < 400; day = nextDay(day)) out.push(day);
  return out;
}

/** [start of `from`, start of the day after `to`) as instants. */
export function romeRange(from: string, to: string): { from: Date; to: Date } {
  return { from: romeDayStart(from), to: romeDayStart(nextDay(to)) };
}
