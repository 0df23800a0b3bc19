import { afterAll, beforeAll, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { registerBookshop } from '../test/bookshops.ts';
import { describeEachDatabase } from '../test/database.ts';
import { type FakeS3, startFakeS3 } from '../test/fake-s3.ts';
import { PNG } from '../test/images.ts';

// With S3_* set, logos live in the bucket (a local fake that checks every signature) and the
// shop still serves them from its own origin.

describeEachDatabase('bookshop logo in an S3-compatible store', (kind) => {
  let s3: FakeS3;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    s3 = await startFakeS3();
    Object.assign(env, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_REGION: s3.region,
    });
  });
  afterAll(async () => {
    await s3.close();
  });
  const app = useTestApp(kind, env);

  it('stores the logo in the bucket under the shop’s folder and serves it from there', async () => {
    const shop = await registerBookshop(app());
    const tenant = { id: shop.id };
    const slug = shop.slug;
    const headers = new Headers(shop.headers);
    headers.set('content-type', 'image/png');
    const put = await app().request(`/api/tenants/${tenant.id}/logo`, { method: 'PUT', headers, body: PNG });
    expect(put.status).toBe(200);
    const { logoUrl } = ((await put.json()) as { tenant: { logoUrl: string } }).tenant;
    const hash = logoUrl.split('/').pop()!;
    const key = `logos/${tenant.id}/${hash}`;
    expect(s3.objects.get(key)?.bytes).toEqual(PNG);
    const upload = s3.requests.find((r) => r.method === 'PUT' && r.path.endsWith(key))!;
    expect(upload.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=.+, SignedHeaders=.+, Signature=[0-9a-f]{64}$/);

    const served = await app().request(logoUrl, { host: `${slug}.cartella.shop` });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', path: `/${s3.bucket}/${key}` });
  });
});
