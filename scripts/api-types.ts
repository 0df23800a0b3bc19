// Writes app/lib/api-types.ts from the OpenAPI document (npm run api:types). The web
// client's typed calls (app/lib/api.ts `api`) use it, so a change of a response schema
// breaks the build where the client reads it; server/openapi/types-fresh.test.ts fails
// when the committed file is older than the document.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateApiTypes } from '../server/openapi/client-types.ts';

const target = path.resolve(import.meta.dirname, '../app/lib/api-types.ts');
writeFileSync(target, await generateApiTypes());
console.log(`written ${path.relative(process.cwd(), target)}`);
