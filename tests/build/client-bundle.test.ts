import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ONLY } from '../../scripts/build/client-boundary.ts';
import { requireInCI } from '../support/requirements.ts';

// The built browser assets hold no server code: checked from the module list the build
// recorded (scripts/build/client-boundary.ts) and, independently, from the bytes.

const buildDir = path.resolve(process.cwd(), 'build');
const modulesFile = path.join(buildDir, 'client-modules.json');
const built = requireInCI(existsSync(modulesFile), 'a client build (npm run build)');

/** Strings that survive minification in the database and server libraries. */
const SERVER_MARKERS = [
  'drizzle:Name',
  '"PgTable"',
  '"PgColumn"',
  'pg_catalog',
  '@electric-sql',
  'argon2',
  'nodemailer',
];

describe.skipIf(!built)('client bundle', () => {
  it('lists no server module in any client chunk', () => {
    const chunks = JSON.parse(readFileSync(modulesFile, 'utf8')) as Record<string, string[]>;
    expect(Object.keys(chunks).length).toBeGreaterThan(10);
    const offending = Object.entries(chunks).flatMap(([file, modules]) =>
      modules.filter((id) => SERVER_ONLY.some((p) => p.test(id))).map((id) => `${file}: ${id}`),
    );
    expect(offending).toEqual([]);
  });

  it('has no server library in the bytes of the assets', () => {
    const assets = path.join(buildDir, 'client', 'assets');
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const text = readFileSync(path.join(assets, file), 'utf8');
      return SERVER_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(found).toEqual([]);
  });
});
