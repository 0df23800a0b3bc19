import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * Reads the ISTAT list of municipalities (Windows-1252, ';' separated, header cells with
 * embedded newlines) into cadastral code → proper-case Italian name.
 */
export async function readIstatNames(stream: Readable): Promise<Map<string, string>> {
  const decoder = new TextDecoder('windows-1252');
  const text: string[] = [];
  for await (const chunk of stream) text.push(decoder.decode(chunk as Buffer, { stream: true }));
  text.push(decoder.decode());
  const names = new Map<string, string>();
  const parser = parse(text.join(''), { delimiter: ';', bom: true, relax_column_count: true });
  let codeIndex = -1;
  let nameIndex = -1;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (codeIndex < 0) {
      codeIndex = record.findIndex((h) => /codice catastale/i.test(h));
      nameIndex = record.findIndex((h) => /denominazione in italiano/i.test(h));
      if (codeIndex < 0 || nameIndex < 0) {
        throw new Error(
          'Elenco ISTAT: mancano le colonne "Codice Catastale del comune" e "Denominazione in italiano"',
        );
      }
      continue;
    }
    const code = record[codeIndex]?.trim().toUpperCase();
    const name = record[nameIndex]?.trim();
    if (code && name) names.set(code, name);
  }
  return names;
}
