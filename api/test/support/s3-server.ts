// An S3-compatible server on loopback for the object-storage tests (s3rver keeps the objects in a
// temporary folder). stop() and start() take it away and bring it back on the same port.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3.ts';

export const TEST_BUCKET = 'brix-test';

export async function startS3Server() {
  const directory = await mkdtemp(path.join(tmpdir(), 'brix-s3-'));
  let port = 0;
  let server: S3rver | null = null;
  const start = async () => {
    if (server) return;
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET }] });
    port = (await server.run()).port;
  };
  await start();
  const settings: S3Settings = {
    bucket: TEST_BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    settings,
    /** The environment `npm start` would be given for this server. */
    env: {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: '1',
    },
    start,
    async stop() {
      await server?.close();
      server = null;
    },
    /** Every object key the server holds (s3rver keeps each object as a folder of files). */
    async keys(): Promise<string[]> {
      const bucketDir = path.join(directory, TEST_BUCKET);
      const entries = await readdir(bucketDir, { recursive: true }).catch(() => [] as string[]);
      return entries.filter((entry) => entry.endsWith('._S3rver_object')).map((entry) => entry.slice(0, -'._S3rver_object'.length)).sort();
    },
    async close() {
      await server?.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
