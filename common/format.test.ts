import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('writes the time in Rome, with seconds only when asked', () => {
    // 20:30:05 UTC is 21:30:05 in Rome in November (CET).
    expect(formatDateTime('2026-11-23T20:30:05Z')).toBe('23/11/2026, 21:30');
    expect(formatDateTime(new Date('2026-11-23T20:30:05Z'), { seconds: true })).toBe('23/11/2026, 21:30:05');
  });
});
