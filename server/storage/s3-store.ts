import type { FileStore } from './file-store.ts';
import { assertKey } from './file-store.ts';
import { type Credentials, sha256Hex, signRequest } from './sigv4.ts';

// An S3-compatible bucket through its REST API (path-style addresses, which every
// compatible store accepts), each request signed with Signature V4.

export type S3Settings = { endpoint: string; bucket: string; credentials: Credentials };

const TIMEOUT_MS = 15_000;

export class S3Error extends Error {
  override name = 'S3Error';
}

export function createS3Store(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStore {
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) => {
    assertKey(key);
    return new URL(`${base}/${encodeURIComponent(settings.bucket)}/${key}`);
  };

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = urlOf(key);
    const extra: Record<string, string> = contentType ? { 'content-type': contentType } : {};
    const signed = signRequest({
      method,
      url,
      headers: extra,
      payloadHash: sha256Hex(body ?? ''),
      credentials: settings.credentials,
    });
    return fetchImpl(url, {
      method,
      headers: { ...extra, ...signed },
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new S3Error(`S3 ${what}: ${res.status} ${text}`);
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) await fail(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail(res, `GET ${key}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { bytes, contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      // S3 answers 204 also for a key that was not there.
      if (!res.ok && res.status !== 404) await fail(res, `DELETE ${key}`);
      await res.body?.cancel();
    },
  };
}
