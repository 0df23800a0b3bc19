import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './document.ts';

// The document checked by tools nobody here wrote: swagger-parser (structure and $refs)
// and Redocly CLI with its recommended rules (no errors allowed; warnings are printed).

const run = promisify(execFile);
const dir = mkdtempSync(path.join(os.tmpdir(), 'cartella-openapi-'));
const file = path.join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument('https://shop.cartella.test')));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('OpenAPI document, third-party checks', () => {
  it('is valid for swagger-parser, every $ref resolved', async () => {
    const api = (await SwaggerParser.validate(file)) as { openapi: string; paths: Record<string, unknown> };
    expect(api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths).length).toBeGreaterThan(50);
  });

  it('passes redocly lint with the recommended rules (no errors)', async () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const result = await run(process.execPath, [cli, 'lint', file, '--extends=recommended', '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 32 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string; code?: number }) => error);
    const report = JSON.parse(result.stdout ?? '{}') as {
      totals?: { errors: number; warnings: number };
      problems?: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = (report.problems ?? []).filter((p) => p.severity === 'error');
    expect(
      errors.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
      result.stderr,
    ).toEqual([]);
    expect(report.totals?.errors).toBe(0);
  });
});
