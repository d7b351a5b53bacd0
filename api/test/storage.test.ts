import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage, nodeDurableFs, type DurableFs } from '../src/storage/local.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'brix-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The real calls, each written down as it happens. */
function recording(): { fs: DurableFs; calls: string[] } {
  const calls: string[] = [];
  const rel = (p: string) => path.relative(root, p).replace(/\.[0-9a-f]{12}\.tmp$/, '.tmp');
  return {
    calls,
    fs: {
      mkdir: (dir) => (calls.push(`mkdir ${rel(dir)}`), nodeDurableFs.mkdir(dir)),
      writeAndSync: (file, body) => (calls.push(`write+fsync ${rel(file)}`), nodeDurableFs.writeAndSync(file, body)),
      rename: (from, to) => (calls.push(`rename ${rel(from)} -> ${rel(to)}`), nodeDurableFs.rename(from, to)),
      syncDir: (dir) => (calls.push(`fsync dir ${rel(dir)}`), nodeDurableFs.syncDir(dir)),
    },
  };
}

describe('local file storage', () => {
  it('flushes the file before renaming it into place, and the folder after, before put resolves', async () => {
    const { fs, calls } = recording();
    const storage = new LocalFileStorage(root, fs);
    await storage.put('blueprints/00000001/a.pdf', new Uint8Array([37, 80, 68, 70]), 'application/pdf');
    expect(calls).toEqual([
      'mkdir blueprints/00000001',
      'write+fsync blueprints/00000001/a.pdf.tmp',
      'rename blueprints/00000001/a.pdf.tmp -> blueprints/00000001/a.pdf',
      'fsync dir blueprints/00000001',
    ]);
    expect([...(await readFile(path.join(root, 'blueprints/00000001/a.pdf')))]).toEqual([37, 80, 68, 70]);
    expect(await readdir(path.join(root, 'blueprints/00000001'))).toEqual(['a.pdf']);
  });

  it('keeps files private to the shop’s user and leaves no temporary file when a write fails', async () => {
    const storage = new LocalFileStorage(root);
    await storage.put('images/x.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect((await stat(path.join(root, 'images/x.png'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(root, 'images'))).mode & 0o777).toBe(0o700);

    const failing = new LocalFileStorage(root, {
      ...nodeDurableFs,
      rename: async () => Promise.reject(new Error('disk full')),
    });
    await expect(failing.put('images/y.png', new Uint8Array([1]), 'image/png')).rejects.toThrow('disk full');
    expect(await readdir(path.join(root, 'images'))).toEqual(['x.png']);
  });
});
