// DATA_DIR holds the database, the mail outbox (reset links), photos and blueprints: private to the shop's user.
import { chmodSync, closeSync, fsyncSync, lstatSync, mkdirSync, openSync, readdirSync, writeSync } from 'node:fs';
import path from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dataDir` (0700) and makes what is already in it private: folders 0700, files 0600 (a shop
 * started before these modes, or a copied backup, may hold world-readable files). Symbolic links are left
 * alone. New files are private through the process umask (main.ts sets 077).
 */
export function makePrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const walk = (dir: string) => {
    chmodIfNeeded(dir, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) chmodIfNeeded(full, PRIVATE_FILE_MODE);
    }
  };
  walk(dataDir);
}

function chmodIfNeeded(file: string, mode: number): void {
  if ((lstatSync(file).mode & 0o777) !== mode) chmodSync(file, mode);
}

/** Where a generated admin password is written (only its path is ever printed). */
export const adminPasswordFile = (dataDir: string): string => path.join(dataDir, 'admin-password.txt');

/** Writes the generated admin login to a 0600 file in DATA_DIR, synced to disk; returns its path. */
export function writeAdminPassword(dataDir: string, admin: { email: string; password: string }): string {
  const file = adminPasswordFile(dataDir);
  const fd = openSync(file, 'w', PRIVATE_FILE_MODE);
  try {
    writeSync(
      fd,
      `Brixilated admin login (generated at the first start; delete this file once you have it)\nemail: ${admin.email}\npassword: ${admin.password}\n`,
    );
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  // An older file of the same name keeps its mode when opened with 'w': make sure.
  chmodSync(file, PRIVATE_FILE_MODE);
  return file;
}
