import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex, signRequest } from '../storage/sigv4.ts';

// A local S3-compatible server for tests (path-style: /{bucket}/{key}): keeps objects in
// memory and checks every request's Signature V4 the way S3 does, recomputing it from what
// actually arrived (method, path, signed headers, body hash) with the shared secret.

export type FakeS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** Every request as received: method, path and the headers that matter. */
  requests: { method: string; path: string; authorization: string; contentSha256: string; amzDate: string }[];
  close: () => Promise<void>;
};

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function fromAmzDate(value: string): Date {
  const m = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!m) return new Date(Number.NaN);
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}

export async function startFakeS3(
  options: { bucket?: string; accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'cartella-test';
  const accessKeyId = options.accessKeyId ?? 'AKIDFAKES3TEST';
  const secretAccessKey = options.secretAccessKey ?? 'fake-secret-key-for-tests-only';
  const region = options.region ?? 'eu-south-1';
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  const server: Server = createServer(async (req, res) => {
    const payload = await body(req);
    const authorization = String(req.headers.authorization ?? '');
    const contentSha256 = String(req.headers['x-amz-content-sha256'] ?? '');
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    requests.push({ method: req.method ?? '', path: req.url ?? '', authorization, contentSha256, amzDate });
    const deny = (code: string) => {
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
    };
    const auth = authorization.match(AUTH);
    if (!auth || auth[1] !== accessKeyId || auth[3] !== region) return deny('InvalidAccessKeyId');
    if (contentSha256 !== sha256Hex(payload)) return deny('XAmzContentSHA256Mismatch');
    const signed = auth[4]!.split(';');
    if (!signed.includes('host') || !signed.includes('x-amz-date')) return deny('AccessDenied');
    const headers: Record<string, string> = {};
    for (const name of signed) {
      if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-content-sha256') continue;
      headers[name] = String(req.headers[name] ?? '');
    }
    const expected = signRequest({
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', `http://${req.headers.host}`),
      headers,
      payloadHash: contentSha256,
      credentials: { accessKeyId, secretAccessKey, region },
      now: fromAmzDate(amzDate),
    });
    if (expected.Authorization !== authorization) return deny('SignatureDoesNotMatch');

    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) return deny('NoSuchBucket');
    const key = path.slice(prefix.length);
    if (req.method === 'PUT') {
      objects.set(key, { bytes: payload, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${sha256Hex(payload).slice(0, 32)}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        return res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>');
      }
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
      return res.end(object.bytes);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    res.writeHead(405);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
