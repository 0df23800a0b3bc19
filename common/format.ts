// Italian formatting for people: € 12,50 and 22/11/2026, in Europe/Rome.

const amount = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});
const dateFmt = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const longDateFmt = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const dateTimeFmt = (second?: '2-digit') =>
  new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second,
    timeZone: 'Europe/Rome',
  });
const dateTimeMinutes = dateTimeFmt();
const dateTimeSeconds = dateTimeFmt('2-digit');
const intFmt = new Intl.NumberFormat('it-IT');

/** Cents → "€ 12,50" (the form PRODUCT.md fixes for the shop). */
export function formatCents(cents: number): string {
  return `€\u00a0${amount.format(cents / 100)}`;
}

/** Euros (API numbers with two decimals) → "€ 12,50". */
export function formatEuro(euros: number): string {
  return formatCents(Math.round(euros * 100));
}

export function formatDate(value: Date | string): string {
  return dateFmt.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatLongDate(value: Date | string): string {
  return longDateFmt.format(typeof value === 'string' ? new Date(value) : value);
}

/** "23/11/2026, 21:30" (with ":05" seconds when asked), in Europe/Rome. */
export function formatDateTime(value: Date | string, options: { seconds?: boolean } = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return (options.seconds ? dateTimeSeconds : dateTimeMinutes).format(date);
}

export function formatInt(n: number): string {
  return intFmt.format(n);
}
