import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../test/fake-s3.ts';
import { createS3Store, S3Error } from './s3-store.ts';
import { sha256Hex } from './sigv4.ts';

// The S3 client against a local S3-compatible server that checks each signature.
describe('S3-compatible file store', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(async () => {
    await s3.close();
  });
  const settings = () => ({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, region: s3.region },
  });

  it('puts, gets and deletes an object with signed requests', async () => {
    const store = createS3Store(settings());
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('logos/abc/def0', bytes, 'image/png');
    const put = s3.requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.path).toBe(`/${s3.bucket}/logos/abc/def0`);
    expect(put.contentSha256).toBe(sha256Hex(bytes));
    expect(put.amzDate).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(s3.objects.get('logos/abc/def0')?.bytes).toEqual(Buffer.from(bytes));

    const got = await store.get('logos/abc/def0');
    expect(got?.contentType).toBe('image/png');
    expect(got?.bytes).toEqual(bytes);
    expect(await store.get('logos/abc/none')).toBeNull();

    await store.delete('logos/abc/def0');
    expect(s3.objects.has('logos/abc/def0')).toBe(false);
  });

  it('fails loudly when the store refuses the signature (wrong secret)', async () => {
    const store = createS3Store({
      ...settings(),
      credentials: { ...settings().credentials, secretAccessKey: 'wrong' },
    });
    await expect(store.put('logos/abc/x', new Uint8Array([1]), 'image/png')).rejects.toThrow(S3Error);
    await expect(store.put('logos/abc/x', new Uint8Array([1]), 'image/png')).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(s3.objects.has('logos/abc/x')).toBe(false);
  });

  it('never sends a key the code did not make', async () => {
    const store = createS3Store(settings());
    await expect(store.put('../etc/passwd', new Uint8Array([1]), 'image/png')).rejects.toThrow(/invalid file key/);
  });
});
