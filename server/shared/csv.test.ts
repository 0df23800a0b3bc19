import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvMoney, toCsv } from './csv.ts';

describe('CSV for Italian spreadsheets', () => {
  it('writes money with a decimal comma', () => {
    expect(csvMoney(123450)).toBe('1234,50');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(0)).toBe('0,00');
    expect(csvMoney(null)).toBe('');
  });

  it('quotes separators, quotes and line ends; keeps text from running as a formula', () => {
    expect(csvCell('Rossi; Bianchi')).toBe('"Rossi; Bianchi"');
    expect(csvCell('Il "Manzoni"')).toBe('"Il ""Manzoni"""');
    expect(csvCell('riga\nnuova')).toBe('"riga\nnuova"');
    for (const formula of ['=1+1', '+39 333', '-2', '@SUM(A1)', '\tx'])
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(12)).toBe('12');
    expect(csvCell(1.5)).toBe('1,5');
    expect(csvCell(true)).toBe('sì');
  });

  it('dates in Rome’s time, and a whole file that a parser reads back', () => {
    expect(csvDateTime(new Date('2026-01-15T23:30:00Z'))).toBe('16/01/2026 00:30');
    const file = toCsv(
      ['Nome', 'Nota'],
      [
        ['Anna', '=HYPERLINK("x")'],
        ['Luca', 'a;b "c"'],
      ],
    );
    expect(file.startsWith('\uFEFFNome;Nota\r\n')).toBe(true);
    expect(parse(file, { bom: true, delimiter: ';', columns: true })).toEqual([
      { Nome: 'Anna', Nota: '\'=HYPERLINK("x")' },
      { Nome: 'Luca', Nota: 'a;b "c"' },
    ]);
  });
});
