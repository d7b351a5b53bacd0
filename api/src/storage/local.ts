import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertSafeKey, type FileStorage, type StoredFile } from './storage.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * Files on local disk under one root (DATA_DIR by default). The content type follows from the
 * extension, which the shop always chooses itself; writes go through a temporary file and a rename so
 * a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const expected = TYPES[path.extname(key).toLowerCase()];
    if (expected && expected !== contentType) throw new RangeError(`${key} is not ${contentType}`);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const body = await readFile(this.pathOf(key));
      const contentType = TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType, size: body.byteLength };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
