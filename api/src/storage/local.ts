import { access, constants, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertSafeKey, StorageUnavailableError, type FileStorage, type StoredFile } from './storage.ts';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** The file-system calls a durable write makes; a test passes a recording copy to check their order. */
export interface DurableFs {
  mkdir: (dir: string) => Promise<unknown>;
  /** Writes the whole body to a new file and flushes it to the disk (fsync) before resolving. */
  writeAndSync: (file: string, body: Uint8Array) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
  /** Flushes a directory's entries (the rename) to the disk. */
  syncDir: (dir: string) => Promise<void>;
}

export const nodeDurableFs: DurableFs = {
  mkdir: (dir) => mkdir(dir, { recursive: true, mode: 0o700 }),
  async writeAndSync(file, body) {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename,
  async syncDir(dir) {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } catch (error) {
      // Some file systems cannot fsync a directory (EINVAL/EISDIR); the rename is as durable as they allow.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EINVAL' && code !== 'EISDIR' && code !== 'EPERM') throw error;
    } finally {
      await handle.close();
    }
  },
};

/**
 * Files on local disk under one root (DATA_DIR by default). The content type follows from the
 * extension, which the shop always chooses itself. A write goes to a temporary file that is flushed to
 * the disk, renamed into place, and then the folder is flushed too: once `put` resolves the file survives
 * a power loss, and a reader never sees half a file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(
    private readonly root: string,
    private readonly fs: DurableFs = nodeDurableFs,
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    const target = this.pathOf(key);
    const expected = TYPES[path.extname(key).toLowerCase()];
    if (expected && expected !== contentType) throw new RangeError(`${key} is not ${contentType}`);
    const dir = path.dirname(target);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await this.fs.mkdir(dir);
      await this.fs.writeAndSync(temporary, body);
      await this.fs.rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      const code = (error as NodeJS.ErrnoException).code;
      // A full, read-only or unwritable disk is an outage of the store, not a bug of the request.
      if (code === 'ENOSPC' || code === 'EROFS' || code === 'EACCES' || code === 'EDQUOT') {
        throw new StorageUnavailableError(`Could not write ${key}: ${code}`, { cause: error });
      }
      throw error;
    }
    await this.fs.syncDir(dir);
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const body = await readFile(this.pathOf(key));
      const contentType = TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      return {
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        contentType,
        size: body.byteLength,
      };
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

  async check(): Promise<void> {
    try {
      // The shop creates the folder at start; a folder that went missing or read-only is an outage.
      await access(this.root, constants.R_OK | constants.W_OK);
    } catch (error) {
      throw new StorageUnavailableError(`${this.root} cannot be written`, { cause: error });
    }
  }
}
