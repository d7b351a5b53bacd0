import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../scripts/build.mjs';
import { parsePixelateArgs } from '../js/cli.ts';
import { photosDir, repoRoot } from './helpers.ts';

const bin = path.join(repoRoot, 'mosaic-core', 'bin', 'mosaic-core.mjs');
const out = mkdtempSync(path.join(tmpdir(), 'mosaic-cli-'));
// The command line runs as the build compiled it (mosaic-core/pkg/cli.js), from these sources.
beforeAll(() => void build(['cli'], { quiet: true }));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('mosaic-core CLI', () => {
  it('pixelates a real photo into a shaded PNG, a grid file and a JSON report', async () => {
    const png = path.join(out, 'kite.png');
    const gridFile = path.join(out, 'kite.json');
    const r = cli(
      'pixelate',
      path.join(photosDir, 'kite.jpg'),
      '--plates',
      '3x2',
      '--saturation',
      '120',
      '--dither',
      'atkinson',
      '--png',
      png,
      '--grid',
      gridFile,
      '--json',
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.grid).toEqual({ width: 96, height: 64 });
    expect(report.counts).toHaveLength(40);
    expect(report.counts.reduce((a: number, b: number) => a + b, 0)).toBe(96 * 64);
    expect(Object.keys(report.timingsMs)).toEqual([
      'load',
      'decode',
      'open',
      'crop',
      'adjust',
      'sample',
      'quantize',
      'render',
      'total',
    ]);
    const { crop, adjust, sample, quantize, render, total } = report.timingsMs;
    expect(total).toBeCloseTo(crop + adjust + sample + quantize + render, 6);
    expect(report.meanDeltaE).toBeGreaterThan(0);

    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 96 * 8, 64 * 8]);
    const grid = JSON.parse(readFileSync(gridFile, 'utf8'));
    expect(Object.keys(grid)).toEqual(['width', 'height', 'indices']);
    expect([grid.width, grid.height, grid.indices.length]).toEqual([96, 64, 96 * 64]);
    const counts = new Array(40).fill(0);
    for (const i of grid.indices) counts[i]++;
    expect(counts).toEqual(report.counts);
  });

  it('runs as `npx mosaic-core` from the repository root and prints exactly the report keys', () => {
    const r = spawnSync(
      'npx',
      ['--no-install', 'mosaic-core', 'pixelate', path.join(photosDir, 'rocket.jpg'), '--plates', '2x3', '--json'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.status, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['grid', 'counts', 'timingsMs', 'meanDeltaE']);
    expect(report.grid).toEqual({ width: 64, height: 96 });
    expect(report.counts.every((n: unknown) => Number.isInteger(n))).toBe(true);
    expect(Object.values(report.timingsMs).every((ms) => typeof ms === 'number' && ms >= 0)).toBe(true);
    expect(typeof report.meanDeltaE).toBe('number');
  });

  it('prints a one-line summary without --json', () => {
    const r = cli('pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '1x1');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^32 x 32 studs, \d+ of 40 colours, mean CIEDE2000 \d+\.\d\d\n$/);
  });

  it('measures a photo and a blending with `fidelity`, the searched blending below Smooth', () => {
    const line =
      /^64 x 64 studs, \d+ of 40 colours, mean CIEDE2000 \d+\.\d\d; seen from a distance \(blur 1\.00 studs\): mean CIEDE2000 (\d+\.\d\d), 95th percentile \d+\.\d\d, SSIM (0|1)\.\d{3}; (\d+) lone studs\n$/;
    const mean = (dither: string) => {
      const r = cli('fidelity', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--dither', dither);
      expect(r.stderr).toBe('');
      expect(r.stdout).toMatch(line);
      return Number(line.exec(r.stdout)?.[1]);
    };
    const [off, smooth, likeness] = [mean('none'), mean('floyd-steinberg'), mean('likeness')];
    expect(smooth).toBeLessThan(off);
    expect(likeness).toBeLessThan(smooth);
    // As JSON, with the viewing distance turned into the eye's blur: 3 m is about half a stud.
    const r = cli(
      'pixelate',
      path.join(photosDir, 'cat.jpg'),
      '--plates',
      '2x2',
      '--fidelity',
      '--distance',
      '3',
      '--json',
    );
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['grid', 'counts', 'timingsMs', 'meanDeltaE', 'fidelity']);
    expect(report.fidelity.blurStuds).toBeCloseTo(0.4909, 4);
    expect(report.fidelity.ssim).toBeGreaterThan(0);
    expect(report.fidelity.ssim).toBeLessThanOrEqual(1);
    expect(report.fidelity.p95DeltaE).toBeGreaterThanOrEqual(report.fidelity.meanDeltaE);
    // A cap of 8 colours and tidy lone studs: at most 8 colours used, and fewer lone studs than without.
    const lone = (...extra: string[]) => {
      const out = cli('fidelity', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--dither', 'likeness', ...extra);
      expect(out.stderr).toBe('');
      const m = line.exec(out.stdout);
      return { lone: Number(m?.[3]), colours: Number(/, (\d+) of 40 colours/.exec(out.stdout)?.[1]) };
    };
    const plain = lone();
    const tidied = lone('--colors', '8', '--tidy');
    expect(tidied.colours).toBeLessThanOrEqual(8);
    expect(tidied.lone).toBeLessThan(plain.lone / 2);
  });

  it.each([
    [
      ['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--blur', '17'],
      /--blur needs a number of studs/,
    ],
    [
      ['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--colors', '0'],
      /--colors needs a whole number/,
    ],
    [['pixelate', 'x.jpg'], /--plates WxH is required/],
    [['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '9x1'], /--plates needs WxH/],
    [
      ['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--brightness', '250'],
      /--brightness needs a number from 0 to 200/,
    ],
    [
      ['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--dither', 'ordered'],
      /--dither must be one of/,
    ],
    [['pixelate', path.join(photosDir, 'cat.jpg'), '--plates', '2x2', '--frobnicate'], /Unknown option --frobnicate/],
    [['pixelate', '/no/such/photo.jpg', '--plates', '2x2'], /Cannot read \/no\/such\/photo\.jpg/],
    [['pixelate', path.join(repoRoot, 'package.json'), '--plates', '2x2'], /Only JPEG, PNG and WebP/],
    [['resize', 'x.jpg'], /Unknown command resize/],
  ])('refuses %j with one clear line on stderr', (args, message) => {
    const r = cli(...(args as string[]));
    expect(r.status).not.toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a photo too small for the size with the customer message', async () => {
    const small = path.join(out, 'small.png');
    await sharp({ create: { width: 300, height: 90, channels: 3, background: '#808080' } })
      .png()
      .toFile(small);
    const r = cli('pixelate', small, '--plates', '8x3');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      'mosaic-core: This photo is too small for a 80 x 30 in Brix: it needs at least 256 x 96 pixels\n',
    );
  });

  it('parses every option', () => {
    expect(
      parsePixelateArgs([
        'p.jpg',
        '--plates',
        '4X3',
        '--brightness',
        '90',
        '--contrast',
        '110.5',
        '--saturation',
        '0',
        '--dither',
        'floyd-steinberg',
        '--px',
        '12',
        '--png',
        'a.png',
        '--grid',
        'a.json',
        '--json',
      ]),
    ).toEqual({
      photo: 'p.jpg',
      platesWide: 4,
      platesHigh: 3,
      adjustments: { brightness: 90, contrast: 110.5, saturation: 0 },
      dither: 'floyd-steinberg',
      pxPerStud: 12,
      png: 'a.png',
      grid: 'a.json',
      json: true,
      fidelity: false,
      blurStuds: 1,
      tidy: false,
    });
    expect(
      parsePixelateArgs(['p.jpg', '--plates', '1x1', '--dither', 'likeness', '--fidelity', '--distance', '4.5']),
    ).toMatchObject({ dither: 'likeness', fidelity: true, blurStuds: 1, distanceM: 4.5 });
    expect(parsePixelateArgs(['p.jpg', '--plates', '1x1', '--blur', '0.5'])).toMatchObject({ blurStuds: 0.5 });
    expect(parsePixelateArgs(['p.jpg', '--plates', '1x1', '--colors', '12', '--tidy'])).toMatchObject({
      maxColors: 12,
      tidy: true,
    });
  });
});
