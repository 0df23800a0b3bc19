import { createReadStream, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** A file to import: a local path or an https URL, opened as a stream of decompressed bytes. */
export type Source = {
  /** The file's own name (kind, region and date are read from it). */
  name: string;
  location: string;
  open: (onBytes?: (read: number, total: number | null) => void) => Promise<Readable>;
};

const DATA_FILE = /\.csv(\.gz)?$/i;

/**
 * Expands the command line's arguments: files, folders (their .csv and .csv.gz files) and
 * https URLs. Plain http is refused unless explicitly allowed (tests with a local server).
 */
export function resolveSources(args: string[], options: { allowHttp?: boolean } = {}): Source[] {
  const sources: Source[] = [];
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      if (arg.toLowerCase().startsWith('http:') && !options.allowHttp) {
        throw new Error(`Solo indirizzi https sono accettati: ${arg}`);
      }
      sources.push(urlSource(arg));
      continue;
    }
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(arg);
    } catch {
      throw new Error(`File o cartella inesistente: ${arg}`);
    }
    if (stat.isDirectory()) {
      const names = readdirSync(arg)
        .filter((n) => DATA_FILE.test(n))
        .sort();
      if (!names.length) throw new Error(`Nessun file .csv o .csv.gz nella cartella ${arg}`);
      for (const name of names) sources.push(fileSource(path.join(arg, name)));
    } else {
      sources.push(fileSource(arg));
    }
  }
  return sources;
}

function fileSource(file: string): Source {
  const name = path.basename(file);
  return {
    name,
    location: file,
    open: async (onBytes) => {
      const total = statSync(file).size;
      const raw = createReadStream(file, { highWaterMark: 256 * 1024 });
      return decompress(name, countBytes(raw, total, onBytes));
    },
  };
}

function urlSource(url: string): Source {
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? 'download.csv');
  return {
    name,
    location: url,
    open: (onBytes) =>
      new Promise((resolve, reject) => {
        const get = url.toLowerCase().startsWith('https:') ? https.get : http.get;
        get(url, (res) => {
          if ((res.statusCode ?? 0) >= 300 && (res.statusCode ?? 0) < 400 && res.headers.location) {
            res.resume();
            urlSource(new URL(res.headers.location, url).href).open(onBytes).then(resolve, reject);
            return;
          }
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`Download non riuscito (${res.statusCode}) per ${url}`));
            return;
          }
          const total = Number(res.headers['content-length']) || null;
          resolve(decompress(name, countBytes(res, total, onBytes)));
        }).on('error', (error) => reject(new Error(`Download non riuscito per ${url}: ${error.message}`)));
      }),
  };
}

function countBytes(stream: Readable, total: number | null, onBytes?: (read: number, total: number | null) => void) {
  if (!onBytes) return stream;
  let read = 0;
  stream.on('data', (chunk: Buffer) => {
    read += chunk.length;
    onBytes(read, total);
  });
  return stream;
}

function decompress(name: string, stream: Readable): Readable {
  if (!/\.gz$/i.test(name)) return stream;
  const gunzip = createGunzip();
  const out = new PassThrough();
  stream.on('error', (error) => out.destroy(error));
  gunzip.on('error', (error) => out.destroy(new Error(`File compresso danneggiato (${name}): ${error.message}`)));
  stream.pipe(gunzip).pipe(out);
  return out;
}
