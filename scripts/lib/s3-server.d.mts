export const TEST_BUCKET: string;
export interface TestS3Server {
  /** The settings the API's S3 storage takes (api/src/storage/s3.ts). */
  settings: {
    bucket: string;
    endpoint: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  /** The environment `npm start` would be given for this server. */
  env: Record<
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
    string
  >;
  /** Brings the server back on the port it had (after stop()). */
  start(): Promise<void>;
  /** Takes the server away; the objects stay. */
  stop(): Promise<void>;
  /** Every object key the server holds, sorted. */
  keys(): Promise<string[]>;
  /** Stops the server and deletes its objects. */
  close(): Promise<void>;
}
export function startS3Server(): Promise<TestS3Server>;
