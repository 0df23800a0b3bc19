import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import openapiTS from 'openapi-typescript';
import { openApiDocument } from './document.ts';

const HEADER = `// Generated from /api/openapi.json by \`npm run api:types\` (openapi-typescript). Do not edit.
`;

/**
 * The TypeScript types of the document (paths, operations, components) exactly as
 * committed in app/lib/api-types.ts: openapi-typescript's output, formatted by Biome.
 */
export async function generateApiTypes(): Promise<string> {
  const document = openApiDocument('https://shop.cartella.test');
  // openapi-typescript takes the document as its own OpenAPI type; ours is plain JSON.
  const raw = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    exportType: true,
    alphabetize: true,
    commentHeader: HEADER,
  });
  // Its one-of helper is written with `any`, which the project's lint refuses.
  const typed = raw.replace('type OneOf<T extends any[]>', 'type OneOf<T extends unknown[]>');
  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  return execFileSync(process.execPath, [biome, 'format', '--stdin-file-path=app/lib/api-types.ts'], {
    input: typed,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
