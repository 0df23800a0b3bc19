/** What one file's import did; rows = imported + duplicates + sum(rejected). */
export type FileReport = {
  file: string;
  kind: string;
  rows: number;
  imported: number;
  duplicates: number;
  rejected: Record<string, number>;
  /** Line numbers (1 = header) of the first rejected rows, per reason. */
  examples: Record<string, number[]>;
  durationMs: number;
  schoolYear?: string;
  region?: string;
  /** The first rejected rows themselves, when the caller asked to keep them (back office). */
  rejectedRows?: { line: number; reason: string; cells: string[] }[];
};

export type ImportReport = { files: FileReport[]; durationMs: number };

export function newFileReport(file: string, kind: string): FileReport {
  return { file, kind, rows: 0, imported: 0, duplicates: 0, rejected: {}, examples: {}, durationMs: 0 };
}

export function reject(report: FileReport, reason: string, line: number) {
  report.rejected[reason] = (report.rejected[reason] ?? 0) + 1;
  const examples = report.examples[reason] ?? [];
  if (examples.length < 5) examples.push(line);
  report.examples[reason] = examples;
}

/** The JSON report of `--json`, exactly as the issue fixes its shape. */
export function jsonReport(report: ImportReport) {
  return {
    files: report.files.map(({ file, kind, rows, imported, duplicates, rejected }) => ({
      file,
      kind,
      rows,
      imported,
      duplicates,
      rejected,
    })),
    durationMs: report.durationMs,
  };
}

/** The human report printed at the end of a terminal import. */
export function textReport(report: ImportReport): string {
  const lines: string[] = [];
  for (const f of report.files) {
    lines.push(`${f.file} (${f.kind}${f.region ? `, ${f.region}` : ''}${f.schoolYear ? `, ${f.schoolYear}` : ''})`);
    lines.push(
      `  righe lette ${f.rows}, importate ${f.imported}, duplicati uniti ${f.duplicates}, in ${(f.durationMs / 1000).toFixed(1)} s`,
    );
    for (const [reason, count] of Object.entries(f.rejected)) {
      lines.push(`  scartate ${count}: ${reason} (righe ${f.examples[reason]?.join(', ')}${count > 5 ? ', …' : ''})`);
    }
  }
  lines.push(`Totale: ${(report.durationMs / 1000).toFixed(1)} s`);
  return lines.join('\n');
}
