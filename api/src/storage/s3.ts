import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, StorageUnavailableError, type FileStorage, type StoredFile } from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (MinIO and most S3-compatible servers) instead of the host name. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (tests share one bucket). */
  prefix?: string;
  /** Deadlines (default S3_DEADLINES; tests shorten them). */
  deadlines?: Partial<S3Deadlines>;
}

export interface S3Deadlines {
  /** To open a connection to the endpoint. */
  connectMs: number;
  /** For one attempt: from sending the request until the answer's headers, and between any two packets. */
  attemptMs: number;
  /** For the whole call, the SDK's retries and reading the answer's body included. */
  callMs: number;
}

/**
 * A store that accepts connections and never answers (overloaded, a half-dead proxy) must not hold an upload, a
 * blueprint or a picture forever: each call fails as unavailable (503 STORAGE_UNAVAILABLE) within `callMs`.
 * An attempt's 8 s leave room for a 10 MB picture on a slow link; the SDK tries again (3 attempts at most)
 * while the call's 10 s last.
 */
export const S3_DEADLINES: S3Deadlines = { connectMs: 3_000, attemptMs: 8_000, callMs: 10_000 };

/** S3 settings from S3_BUCKET and friends, or null when S3_BUCKET is unset (files stay in DATA_DIR). */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  return {
    bucket,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** A missing object, as S3 and the compatible servers report it. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
}

/**
 * Files in an S3-compatible bucket, under the same keys the local store uses. A put sends the whole
 * (already bounded: at most a 10 MB picture or one blueprint PDF) body in one request, so an object
 * is either there completely or not at all. Network failures and 5xx answers (after the SDK's own
 * retries) become StorageUnavailableError, which the API answers with 503.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly deadlines: S3Deadlines;

  constructor(private readonly settings: S3Settings) {
    const deadlines = { ...S3_DEADLINES, ...settings.deadlines };
    this.deadlines = deadlines;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      maxAttempts: 3,
      // Without throwOnRequestTimeout the SDK's handler only logs a warning when requestTimeout passes and
      // goes on waiting; socketTimeout ends a connection that goes quiet mid-answer.
      requestHandler: {
        connectionTimeout: deadlines.connectMs,
        requestTimeout: deadlines.attemptMs,
        throwOnRequestTimeout: true,
        socketTimeout: deadlines.attemptMs,
      },
    });
  }

  /** The abort signal of one call: it ends the call, retries and body reading included, after `callMs`. */
  private deadline(): AbortSignal {
    return AbortSignal.timeout(this.deadlines.callMs);
  }

  private keyOf(key: string): string {
    assertSafeKey(key);
    return `${this.settings.prefix ?? ''}${key}`;
  }

  private unavailable(action: string, key: string, error: unknown): unknown {
    if (isMissing(error)) return error;
    const status = error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : undefined;
    // 4xx other than 404 is a configuration problem (bad credentials, no such bucket): still an outage for the shopper.
    return new StorageUnavailableError(
      `S3 ${action} ${key} failed${status ? ` (HTTP ${status})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }

  /**
   * One request about `key` (`send` gets the bucket key): its answer; when the object is not there, what
   * `ifMissing` gives (without it, like any other failure); an outage throws StorageUnavailableError.
   */
  private async request<T>(
    action: string,
    key: string,
    send: (Key: string, abortSignal: AbortSignal) => Promise<T>,
    ifMissing?: () => T,
  ): Promise<T> {
    const Key = this.keyOf(key);
    try {
      return await send(Key, this.deadline());
    } catch (error) {
      if (ifMissing && isMissing(error)) return ifMissing();
      throw this.unavailable(action, key, error);
    }
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.request('put', key, async (Key, abortSignal) => {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
        { abortSignal },
      );
    });
  }

  get(key: string): Promise<StoredFile | null> {
    return this.request<StoredFile | null>(
      'get',
      key,
      async (Key, abortSignal) => {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key }), {
          abortSignal,
        });
        if (!answer.Body) return null;
        const body = await answer.Body.transformToByteArray();
        return { body, contentType: answer.ContentType ?? 'application/octet-stream', size: body.byteLength };
      },
      () => null,
    );
  }

  exists(key: string): Promise<boolean> {
    return this.request(
      'head',
      key,
      async (Key, abortSignal) => {
        await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key }), { abortSignal });
        return true;
      },
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    await this.request(
      'delete',
      key,
      async (Key, abortSignal) => {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }), { abortSignal });
      },
      () => undefined,
    );
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: this.deadline() });
    } catch (error) {
      throw new StorageUnavailableError(
        `S3 bucket ${this.settings.bucket} cannot be reached: ${error instanceof Error ? error.name : String(error)}`,
        { cause: error },
      );
    }
  }

  close(): void {
    this.client.destroy();
  }
}
