import { type Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, type ByteRange, isValidMediaKey, type Storage } from './storage-base';

/** The four S3_* settings. */
export type S3Options = { endpoint: string; bucket: string; accessKey: string; secretKey: string };

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (MinIO, Ceph, cloud object stores), one object per key. Path-style
 * addressing, because self-hosted servers rarely have a wildcard DNS name per bucket; checksums only where
 * the protocol requires them, because the SDK's default trailing CRC32 (aws-chunked bodies) is not
 * understood by every S3-compatible server.
 */
export function createS3Storage(opts: S3Options, urlFor: (key: string) => string): Storage {
  const client = new S3Client({
    endpoint: opts.endpoint,
    // Self-hosted servers ignore the region, but SigV4 signs with one.
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: opts.accessKey, secretAccessKey: opts.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const getObject = async (key: string, range?: ByteRange) => {
    try {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const typeOf = (t: string | undefined) => t?.toLowerCase() || 'application/octet-stream';

  return {
    driver: 's3',
    urlFor,
    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: Buffer.from(data),
          ContentType: contentType.trim().toLowerCase(),
          ContentLength: data.length,
        }),
      );
      return urlFor(key);
    },
    async putStream(key, body, size, contentType) {
      assertKey(key);
      // One PUT takes up to 5 GB; uploads here are at most 100 MB, so no multipart upload is needed.
      // A body longer than declared is cut at its size and then refused, and whatever the server kept of
      // a failed PUT is removed, so a lying client never leaves an object behind.
      const limited = capped(body, size);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: limited.stream,
            ContentType: contentType.trim().toLowerCase(),
            ContentLength: size,
          }),
        );
        if (limited.overflowed()) throw new Error(`Stream longer than its declared ${size} bytes`);
      } catch (err) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw err;
      }
    },
    async get(key) {
      if (!isValidMediaKey(key)) return null;
      const object = await getObject(key);
      if (!object?.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      return { data, contentType: typeOf(object.ContentType) };
    },
    async open(key, range) {
      if (!isValidMediaKey(key)) return null;
      const object = await getObject(key, range);
      if (!object?.Body) return null;
      // A ranged answer's length is the range's; the whole size is after the slash of Content-Range.
      const whole = Number(object.ContentRange?.split('/')[1]);
      return {
        stream: object.Body as Readable,
        size: range && Number.isFinite(whole) ? whole : (object.ContentLength ?? 0),
        contentType: typeOf(object.ContentType),
      };
    },
    async stat(key) {
      if (!isValidMediaKey(key)) return null;
      const info = await head(key);
      return info ? { size: info.ContentLength ?? 0, contentType: typeOf(info.ContentType) } : null;
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/**
 * Passes at most `size` bytes through and remembers whether the body carried more. (Failing the stream
 * instead would surface as an uncaught error inside the SDK's request.)
 */
function capped(body: Readable, size: number): { stream: Readable; overflowed: () => boolean } {
  let seen = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = size - seen;
      seen += chunk.length;
      done(null, room >= chunk.length ? chunk : chunk.subarray(0, Math.max(0, room)));
    },
  });
  body.on('error', (err) => stream.destroy(err));
  return { stream: body.pipe(stream), overflowed: () => seen > size };
}
