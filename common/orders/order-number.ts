// Readable order numbers per shop: the year and a sequence that restarts each year,
// e.g. 2026-000123. The sequence value comes from the database (one counter row per
// tenant and year, incremented in the order's transaction); this formats and reads it.

export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`sequenza d'ordine fuori intervallo: ${sequence}`);
  }
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

export function parseOrderNumber(text: string): { year: number; sequence: number } | null {
  const match = /^(\d{4})-(\d{6})$/.exec(text.trim());
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? { year: Number(match[1]), sequence } : null;
}
