import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createRuntime } from '../runtime.ts';
import { createTestDatabase, testConfig } from '../test/database.ts';
import { createApp } from './app.ts';

it('a client closing the connection is not logged as a 500', async () => {
  const lines: { level: number; status?: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const database = await createTestDatabase('pglite');
  const runtime = await createRuntime({
    config: testConfig(),
    database,
    logger: pino({ level: 'info' }, sink),
    seedDemo: false,
  });
  try {
    // A page whose rendering stops because the request was aborted (as React Router does).
    const app = createApp(runtime.services, {
      pages: async (request) => {
        if (request.signal.aborted) throw new DOMException('This operation was aborted', 'AbortError');
        return new Response('ok');
      },
    });
    const controller = new AbortController();
    controller.abort();
    const res = await app.fetch(new Request('http://localhost/products', { signal: controller.signal }));
    expect(res.status).toBe(499);
    const request = lines.find((l) => l.msg === 'request');
    expect(request?.status).toBe(499);
    expect(lines.some((l) => l.level >= 50)).toBe(false);
  } finally {
    await database.close();
  }
});
