import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '#server/openapi/client-types.ts';

describe('web client types', () => {
  it('app/lib/api-types.ts is what openapi-typescript makes of the current document (npm run api:types)', async () => {
    const committed = readFileSync(path.resolve('app/lib/api-types.ts'), 'utf8');
    const fresh = await generateApiTypes();
    expect(committed === fresh, 'app/lib/api-types.ts is stale: run npm run api:types').toBe(true);
  });
});
