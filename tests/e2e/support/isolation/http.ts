import http from 'node:http';

// Requests with a chosen Host header (fetch does not let us set it): every call of the
// isolation probe names the shop it knocks at by its address, as a browser would.

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders; timedOut?: boolean };

export type Call = {
  method: string;
  path: string;
  host: string;
  headers?: Record<string, string>;
  body?: string;
  /** Milliseconds before the answer counts as "no answer" (a stream that never ends). */
  timeout?: number;
};

export function request(base: string, call: Call): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: call.method,
        path: call.path,
        headers: {
          host: call.host,
          ...(call.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(call.body)) }),
          ...call.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers });
        });
        res.on('error', reject);
        // An event stream stays open: what arrived before the deadline is the answer.
        const timer = setTimeout(() => {
          res.destroy();
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
            timedOut: true,
          });
        }, call.timeout ?? 10_000);
      },
    );
    req.on('error', reject);
    if (call.body !== undefined) req.write(call.body);
    req.end();
  });
}

/** A JSON call as a program makes it: the session's secret as a bearer token (no CSRF). */
export async function api<T = unknown>(
  base: string,
  host: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; data: T; text: string; headers: http.IncomingHttpHeaders }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const answer = await request(base, {
    method,
    path,
    host,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  let data: unknown = null;
  try {
    data = JSON.parse(answer.body);
  } catch {
    // not JSON: the caller looks at `text`
  }
  return { status: answer.status, data: data as T, text: answer.body, headers: answer.headers };
}

/** The session secret a sign-in or sign-up set as its cookie. */
export function sessionToken(headers: http.IncomingHttpHeaders): string {
  for (const cookie of headers['set-cookie'] ?? []) {
    const match = cookie.match(/^cartella_session=([^;]+)/);
    if (match?.[1]) return match[1];
  }
  throw new Error('no session cookie in the answer');
}
