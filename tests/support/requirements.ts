import { existsSync } from 'node:fs';
import path from 'node:path';

// Tests that need PostgreSQL, Chromium or ../shared/data may skip on a developer's machine
// that lacks them; in CI (CI=true) a missing requirement is a failure, never a skip.

export const inCI = process.env.CI === 'true' || process.env.CI === '1';

export const sharedDataDir = path.resolve(process.cwd(), '../shared/data');
export const hasSharedData = existsSync(path.join(sharedDataDir, 'mim'));

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export function requireInCI(available: boolean, what: string): boolean {
  if (!available && inCI) throw new Error(`${what} is required in CI but is not available`);
  return available;
}
