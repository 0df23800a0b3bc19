import http from 'node:http';
import zlib from 'node:zlib';
import { type ContractCheck, contractChecker } from '#server/openapi/contract.ts';

export type ContractProxy = {
  /** Every answer that did not follow the document, in order (the first one fails the run). */
  violations: string[];
  close: () => Promise<void>;
};

let sharedCheck: ContractCheck | undefined;

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/**
 * A validating proxy in front of the built server: the browser and the journeys talk to
 * `port`, the proxy passes everything through unchanged to `target` and checks each /api
 * answer against /api/openapi.json (status, media type, body) on the way back.
 */
export async function startContractProxy(port: number, target: number): Promise<ContractProxy> {
  sharedCheck ??= contractChecker();
  const check = sharedCheck;
  const violations: string[] = [];
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        const contentType = answer.headers['content-type'] ?? null;
        const watched = (req.url ?? '').startsWith('/api/') && !contentType?.startsWith('text/event-stream');
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          if (watched) chunks.push(chunk);
          res.write(chunk);
        });
        answer.on('end', () => {
          res.end();
          if (!watched) return;
          try {
            const body = decode(Buffer.concat(chunks), answer.headers['content-encoding']);
            const problem = check({
              method: req.method ?? 'GET',
              url: req.url ?? '/',
              status: answer.statusCode ?? 0,
              contentType,
              body,
            });
            if (problem) {
              violations.push(problem);
              if (violations.length === 1) process.stderr.write(`\nCONTRACT VIOLATION: ${problem}\n`);
            }
          } catch (error) {
            violations.push(`${req.method} ${req.url}: could not read the answer (${String(error)})`);
          }
        });
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    violations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
