import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

// Fetching addresses from outside (covers): a size cap, a time limit, and, for addresses a
// person typed, no way into our own network (loopback, private and link-local ranges are
// refused at connection time, after DNS, so a name cannot be re-pointed in between).

export class FetchRefused extends Error {
  override name = 'FetchRefused';
}

function privateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const a = address.toLowerCase();
    if (a === '::1' || a === '::' || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('fe80')) return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
    return mapped ? privateAddress(mapped[1]!) : false;
  }
  const [a = 0, b = 0] = address.split('.').map(Number);
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

type Lookup = (
  hostname: string,
  options: object,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

const publicOnly: Lookup = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => privateAddress(a.address))) {
      return callback(
        Object.assign(new FetchRefused(`Indirizzo non raggiungibile: ${hostname}`), { code: 'EREFUSED' }),
        [],
      );
    }
    callback(null, list);
  });
};

export type Fetched = { status: number; contentType: string; bytes: Uint8Array };

/**
 * GET of a URL into memory: at most `maxBytes`, `timeoutMs` in all, up to 3 redirects.
 * `allowPrivate` only for addresses from configuration (tests' local fakes).
 */
export function safeFetch(
  url: string,
  options: { maxBytes: number; timeoutMs?: number; allowPrivate?: boolean; accept?: string; redirects?: number },
): Promise<Fetched> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !(options.allowPrivate && target.protocol === 'http:')) {
    return Promise.reject(new FetchRefused('Solo indirizzi https'));
  }
  if (!options.allowPrivate && isIP(target.hostname) && privateAddress(target.hostname)) {
    return Promise.reject(new FetchRefused(`Indirizzo non raggiungibile: ${target.hostname}`));
  }
  const get = target.protocol === 'https:' ? https.get : http.get;
  return new Promise<Fetched>((resolve, reject) => {
    const request = get(
      target,
      {
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'Cartella (libreria scolastica)' },
        timeout: options.timeoutMs ?? 10_000,
        ...(options.allowPrivate ? {} : { lookup: publicOnly }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          const left = options.redirects ?? 3;
          if (left <= 0) return reject(new FetchRefused('Troppi reindirizzamenti'));
          const next = new URL(res.headers.location, target).href;
          return safeFetch(next, { ...options, redirects: left - 1 }).then(resolve, reject);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            request.destroy(new FetchRefused('File troppo grande'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status,
            contentType: String(res.headers['content-type'] ?? ''),
            bytes: new Uint8Array(Buffer.concat(chunks)),
          }),
        );
        res.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new FetchRefused('Il servizio non ha risposto in tempo')));
    request.on('error', reject);
  });
}
