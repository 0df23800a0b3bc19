import { describe, expect, it } from 'vitest';
import { amzDate, sha256Hex, signRequest } from './sigv4.ts';

// The worked example of AWS's documentation ("GET Object", header-based authentication):
// the same inputs must give the same signature, byte for byte.
describe('AWS Signature V4', () => {
  it('signs AWS’s documented GET Object example', () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('formats the date as AWS wants it', () => {
    expect(amzDate(new Date('2026-11-26T01:02:03.456Z'))).toBe('20261126T010203Z');
  });
});
