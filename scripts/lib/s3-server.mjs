// An S3-compatible server on loopback for the tests that use object storage (the API's S3 tests and the
// production e2e): s3rver keeps the objects in a temporary folder. stop() and start() take it away and bring
// it back on the same port. It lives here, beside the PostgreSQL launcher, so the API tests and the browser
// tests share it without one reaching into the other's files.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'brix-test';

/** s3rver stores each object as a folder of files; this suffix marks the object's bytes. */
const OBJECT_SUFFIX = '._S3rver_object';

export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'brix-s3-'));
  let port = 0;
  let server = null;
  const start = async () => {
    if (server) return;
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    port = (await server.run()).port;
  };
  await start();
  const settings = {
    bucket: TEST_BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    start,
    async stop() {
      await server?.close();
      server = null;
    },
    async keys() {
      const bucketDir = path.join(directory, TEST_BUCKET);
      const entries = await readdir(bucketDir, { recursive: true }).catch(() => []);
      return entries
        .filter((entry) => entry.endsWith(OBJECT_SUFFIX))
        .map((entry) => entry.slice(0, -OBJECT_SUFFIX.length))
        .sort();
    },
    async close() {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
