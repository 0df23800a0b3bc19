import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from '../config.ts';
import { createS3Store, type S3Settings } from './s3-store.ts';

// Files people upload (bookshops' logos): under DATA_DIR/files, or in an S3-compatible
// bucket when S3_* is configured (several servers then share them). Keys are
// "folder/…/name", made by the code, never by the uploader.

export type StoredFile = { bytes: Uint8Array; contentType: string };

export type FileStore = {
  kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)+$/;

export function assertKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`invalid file key: ${key}`);
}

/** Files in a folder; the type is kept beside each file. */
export function createDiskStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, bytes);
      await writeFile(`${file}.type`, contentType);
      await rename(temp, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, 'utf8')]);
        return { bytes: new Uint8Array(bytes), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}

/** S3_* settings: all of them, or none (a half-configured bucket stops the start). */
export function s3Settings(config: Config): S3Settings | null {
  const values = {
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_BUCKET: config.S3_BUCKET,
    S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(values).filter(([, v]) => !v);
  if (missing.length === 4) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `Configurazione non valida:\n  ${missing.map(([k]) => k).join(', ')}: per l’archivio S3 servono S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (oppure nessuna, e i file restano in DATA_DIR)`,
    );
  }
  return {
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    credentials: {
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      region: config.S3_REGION,
    },
  };
}

const stores = new WeakMap<Config, FileStore>();

/** The store of this configuration (one per process; made on first use). */
export function fileStore(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    const s3 = s3Settings(config);
    store = s3 ? createS3Store(s3) : createDiskStore(path.resolve(config.DATA_DIR, 'files'));
    stores.set(config, store);
  }
  return store;
}
