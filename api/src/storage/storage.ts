/**
 * Where the shop keeps its files (photos, mosaics, blueprints). Keys are slash-separated names like
 * `images/3f9c....png`; the local disk store puts them under DATA_DIR, and an S3-compatible store can
 * take its place behind the same four calls when several API processes share the files.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes and type, or null when no such file was stored. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be written or read right now (the health check calls it). */
  check(): Promise<void>;
}

/** The store itself is unreachable or failing (not a missing file): the API answers 503 STORAGE_UNAVAILABLE. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof StorageUnavailableError;
}

export interface StoredFile {
  body: Uint8Array;
  contentType: string;
  size: number;
}

/** Keys are built by the shop, never taken raw from a request: letters, digits, dot, dash, underscore, slash. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function assertSafeKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new RangeError(`Unsafe storage key: ${key}`);
  }
}
