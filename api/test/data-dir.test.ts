// DATA_DIR is private to the shop's user: what an older start left world-readable is made private too.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePrivate, writeAdminPassword } from '../src/data-dir.ts';

const temp = mkdtempSync(path.join(os.tmpdir(), 'brix-datadir-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const mode = (file: string) => statSync(file).mode & 0o777;

describe('DATA_DIR modes', () => {
  it('creates DATA_DIR 0700 and turns existing folders to 0700 and files to 0600', () => {
    const dataDir = path.join(temp, 'old');
    mkdirSync(path.join(dataDir, 'images'), { recursive: true });
    writeFileSync(path.join(dataDir, 'brixilated.sqlite'), 'db');
    writeFileSync(path.join(dataDir, 'images', 'a.png'), 'png');
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'images'), 0o755);
    chmodSync(path.join(dataDir, 'brixilated.sqlite'), 0o644);
    chmodSync(path.join(dataDir, 'images', 'a.png'), 0o644);
    makePrivate(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'images'))).toBe(0o700);
    expect(mode(path.join(dataDir, 'brixilated.sqlite'))).toBe(0o600);
    expect(mode(path.join(dataDir, 'images', 'a.png'))).toBe(0o600);

    const fresh = path.join(temp, 'new', 'data');
    makePrivate(fresh);
    expect(mode(fresh)).toBe(0o700);
  });

  it('writes a generated admin password to a 0600 file, even over an older readable one', () => {
    const dataDir = path.join(temp, 'admin');
    makePrivate(dataDir);
    writeFileSync(path.join(dataDir, 'admin-password.txt'), 'old');
    chmodSync(path.join(dataDir, 'admin-password.txt'), 0o644);
    const file = writeAdminPassword(dataDir, { email: 'admin@brixilated.example', password: 'Secret-1!' });
    expect(mode(file)).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^email: admin@brixilated\.example$[\s\S]*^password: Secret-1!$/m);
  });
});
