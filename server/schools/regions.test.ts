import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { isKnownRegion, OFFICIAL_REGION_NAMES, regionName } from '#common/schools/regions.ts';
import { hasSharedData, requireInCI, sharedDataDir } from '#tests/support/requirements.ts';
import { titleCase } from './normalize.ts';

// The official names are checked against every REGIONE value of the real registry files,
// as the importer stores them (title-cased), and against ISTAT's list of municipalities.

const available = requireInCI(hasSharedData, '../shared/data');

function registryRegions(): Set<string> {
  const values = new Set<string>();
  for (const year of readdirSync(path.join(sharedDataDir, 'mim'))) {
    const folder = path.join(sharedDataDir, 'mim', year);
    for (const file of readdirSync(folder).filter((f) => f.startsWith('SCUANA'))) {
      const raw = readFileSync(path.join(folder, file));
      const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
      const rows = parse(text, { columns: true, skip_empty_lines: true, relax_column_count: true }) as Record<
        string,
        string
      >[];
      for (const row of rows) if (row.REGIONE) values.add(row.REGIONE.trim());
    }
  }
  return values;
}

describe('official region names', () => {
  it('names the spellings of the files as Italians write them', () => {
    expect(regionName('Friuli-Venezia G.')).toBe('Friuli-Venezia Giulia');
    expect(regionName("Valle D' Aosta")).toBe("Valle d'Aosta");
    expect(regionName('Emilia Romagna')).toBe('Emilia-Romagna');
    expect(regionName('TRENTINO-ALTO ADIGE')).toBe('Trentino-Alto Adige');
    expect(regionName('Lazio')).toBe('Lazio');
    expect(regionName('Atlantide')).toBe('Atlantide');
    expect(isKnownRegion('Atlantide')).toBe(false);
  });

  it.skipIf(!available)('maps every REGIONE of the registry files, as imported, to one of the 20 regions', () => {
    const values = registryRegions();
    expect(values.size).toBeGreaterThanOrEqual(20);
    const names = new Set<string>();
    for (const value of values) {
      for (const stored of [value, titleCase(value)]) {
        expect(isKnownRegion(stored), stored).toBe(true);
        names.add(regionName(stored));
      }
    }
    expect([...names].sort()).toEqual([...OFFICIAL_REGION_NAMES].sort());
    expect(values).toContain('FRIULI-VENEZIA G.');
    expect(values).toContain("VALLE D' AOSTA");
  });

  it.skipIf(!available)('agrees with ISTAT’s region names', () => {
    const text = new TextDecoder('windows-1252').decode(
      readFileSync(path.join(sharedDataDir, 'istat', 'Elenco-comuni-italiani.csv')),
    );
    // Two header cells hold a newline: the first record is the header.
    const [header, ...rows] = parse(text, { delimiter: ';', relax_column_count: true }) as string[][];
    const column = header!.findIndex((h) => /Denominazione Regione/i.test(h));
    expect(column).toBeGreaterThan(-1);
    const istat = new Set(rows.map((r) => r[column]!.trim()).filter(Boolean));
    expect(istat.size).toBe(20);
    for (const name of istat) {
      expect(isKnownRegion(name), name).toBe(true);
      // ISTAT writes the bilingual names in full ("Valle d'Aosta/Vallée d'Aoste").
      expect(name.startsWith(regionName(name)), name).toBe(true);
    }
  });
});
