// Makes the web app's committed media from the sample photos with mosaic-core:
//   web/public/samples/{S,P,L}{S,M,L,C}.png  one sample mosaic per shape-size key (room previews, wizard)
//   web/public/media/how-to-brix.{webm,mp4}   a short clip of a Brix built stud by stud, plate by plate
//   web/public/media/how-to-brix-poster.jpg   its poster; how-to-brix.vtt its captions
// Run with `node --import tsx web/scripts/make-media.mjs` after `npm run build:wasm`; needs ffmpeg.
// The outputs are committed (small), so builds do not need ffmpeg.
import { spawn } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { decodePhoto, loadMosaicCoreNode } from 'mosaic-core/node';
import { photosDir, repoRoot, writeMosaic } from './prepare-assets.mjs';

const publicDir = path.join(repoRoot, 'web', 'public');
const FFMPEG = process.env.FFMPEG || '/usr/bin/ffmpeg';

/** Shape-size key -> photo and plates (C = an example custom size). */
const SAMPLES = {
  SS: ['colorful-cups.jpg', 2, 2],
  SM: ['astronaut.jpg', 3, 3],
  SL: ['fallen-leaf.jpg', 4, 4],
  SC: ['summer-night.jpg', 5, 5],
  PS: ['rocket.jpg', 2, 3],
  PM: ['path.jpg', 2, 4],
  PL: ['kite.jpg', 3, 4],
  PC: ['grey.jpg', 3, 5],
  LS: ['cat.jpg', 3, 2],
  LM: ['bythe-water.jpg', 4, 2],
  LL: ['evening-glow.jpg', 4, 3],
  LC: ['cold-ripple.jpg', 5, 3],
};

async function makeSamples(core) {
  const dir = path.join(publicDir, 'samples');
  mkdirSync(dir, { recursive: true });
  for (const [key, [photo, wide, high]] of Object.entries(SAMPLES)) {
    const studsLong = Math.max(wide, high) * 32;
    await writeMosaic(core, path.join(photosDir, photo), { wide, high }, path.join(dir, `${key}.png`), {
      pxPerStud: Math.max(2, Math.floor(480 / studsLong)),
    });
  }
  console.log(`Samples: ${Object.keys(SAMPLES).length} in web/public/samples`);
}

// ---------- the how-to video ----------
const W = 960;
const H = 540;
const FPS = 30;
const STUD = 7; // px per stud in the video
const VIDEO_PHOTO = 'colorful-cups.jpg';
const VIDEO_PLATES = { wide: 2, high: 2 };
const INTRO_S = 2;
const BUILD_S = 9;
const OUTRO_S = 2.5;

function svgText(lines) {
  const body = lines
    .map(
      ({ x, y, size, weight = 400, fill = '#1b1f24', text }) =>
        `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" font-weight="${weight}" fill="${fill}">${text}</text>`,
    )
    .join('');
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`);
}

/** Copies an RGBA tile into the frame at (x, y). */
function blit(frame, tile, tw, th, x, y) {
  for (let row = 0; row < th; row++) {
    tile.copy(frame, ((y + row) * W + x) * 4, row * tw * 4, (row + 1) * tw * 4);
  }
}

async function makeVideo(core) {
  const dir = path.join(publicDir, 'media');
  mkdirSync(dir, { recursive: true });
  const decoded = await decodePhoto(path.join(photosDir, VIDEO_PHOTO));
  const photo = core.openPhoto(decoded.rgba, decoded.width, decoded.height);
  const { grid } = photo.pixelate({ platesWide: VIDEO_PLATES.wide, platesHigh: VIDEO_PLATES.high });
  photo.free();

  // One shaded stud per palette colour, drawn by mosaic-core itself; an empty base-plate stud.
  const tiles = new Map();
  for (const index of new Set(grid.indices)) {
    const one = core.render(
      { width: 1, height: 1, indices: Uint8Array.of(index) },
      { pxPerStud: STUD, style: 'studs' },
    );
    tiles.set(index, Buffer.from(one.rgba.buffer, one.rgba.byteOffset, one.rgba.byteLength));
  }
  const empty = Buffer.alloc(STUD * STUD * 4);
  for (let y = 0; y < STUD; y++) {
    for (let x = 0; x < STUD; x++) {
      const d = Math.hypot(x - STUD / 2 + 0.5, y - STUD / 2 + 0.5);
      const v = d < STUD * 0.32 ? 214 : d < STUD * 0.4 ? 190 : 204;
      empty.set([v, v + 4, v - 2, 255], (y * STUD + x) * 4);
    }
  }

  const mosaicW = grid.width * STUD;
  const mosaicH = grid.height * STUD;
  const ox = 56;
  const oy = Math.round((H - mosaicH) / 2);
  const plates = VIDEO_PLATES.wide * VIDEO_PLATES.high;

  // Backgrounds with their captions, rendered once each.
  const base = { create: { width: W, height: H, channels: 4, background: '#f7f6f2' } };
  const finished = core.render(grid, { pxPerStud: 2, style: 'flat' });
  const finishedPng = await sharp(
    Buffer.from(finished.rgba.buffer, finished.rgba.byteOffset, finished.rgba.byteLength),
    {
      raw: { width: finished.width, height: finished.height, channels: 4 },
    },
  )
    .png()
    .toBuffer();
  const photoThumb = await sharp(path.join(photosDir, VIDEO_PHOTO))
    .resize(mosaicW, mosaicH, { fit: 'cover' })
    .png()
    .toBuffer();
  const panelX = ox + mosaicW + 56;
  const card = (lines, extra = []) =>
    sharp(base)
      .composite([
        {
          input: svgText([{ x: panelX, y: 110, size: 34, weight: 700, text: 'Building a Brix' }, ...lines]),
          left: 0,
          top: 0,
        },
        ...extra,
      ])
      .raw()
      .toBuffer();
  const intro = await card(
    [
      { x: panelX, y: 160, size: 22, fill: '#565d67', text: '1. Your photo' },
      { x: panelX, y: 196, size: 18, fill: '#565d67', text: 'becomes 64 x 64 studs in brick colours' },
    ],
    [{ input: photoThumb, left: ox, top: oy }],
  );
  const plateCards = [];
  for (let p = 0; p < plates; p++) {
    plateCards.push(
      await card(
        [
          { x: panelX, y: 160, size: 22, fill: '#c0141a', weight: 700, text: `Plate ${p + 1} of ${plates}` },
          { x: panelX, y: 196, size: 18, fill: '#565d67', text: 'Follow the blueprint, stud by stud' },
          { x: panelX, y: 250, size: 16, fill: '#565d67', text: 'The finished picture:' },
        ],
        [{ input: finishedPng, left: panelX, top: 266 }],
      ),
    );
  }
  const outro = await card([
    { x: panelX, y: 160, size: 22, fill: '#1f7a3e', weight: 700, text: 'Done! Hang it up.' },
    { x: panelX, y: 196, size: 18, fill: '#565d67', text: '4 base plates, 4,096 studs' },
    { x: panelX, y: 230, size: 18, fill: '#565d67', text: 'brixilated.example' },
  ]);

  // Build order: plate by plate (row-major), inside a plate row by row, as the blueprint has it.
  const order = [];
  for (let py = 0; py < VIDEO_PLATES.high; py++)
    for (let px = 0; px < VIDEO_PLATES.wide; px++)
      for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) order.push([px * 32 + x, py * 32 + y]);
  const studsPerPlate = 32 * 32;

  const introFrames = INTRO_S * FPS;
  const buildFrames = BUILD_S * FPS;
  const outroFrames = Math.round(OUTRO_S * FPS);
  const total = introFrames + buildFrames + outroFrames;

  const args = (out, codec) => [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${W}x${H}`,
    '-r',
    String(FPS),
    '-i',
    '-',
    ...codec,
    '-an',
    out,
  ];
  const encoders = [
    [
      path.join(dir, 'how-to-brix.mp4'),
      ['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ],
    [
      path.join(dir, 'how-to-brix.webm'),
      [
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-row-mt',
        '1',
        '-deadline',
        'good',
        '-cpu-used',
        '4',
        '-pix_fmt',
        'yuv420p',
      ],
    ],
  ].map(([out, codec]) => {
    const child = spawn(FFMPEG, args(out, codec), { stdio: ['pipe', 'inherit', 'inherit'] });
    const done = new Promise((resolve, reject) =>
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`ffmpeg failed for ${out}`)))),
    );
    return { child, done };
  });
  const write = async (frame) => {
    for (const { child } of encoders) {
      if (!child.stdin.write(frame)) await new Promise((r) => child.stdin.once('drain', r));
    }
  };

  let poster = null;
  // The build: empty base plates filling up, a few studs per frame.
  const canvas = Buffer.alloc(W * H * 4);
  for (let f = 0; f < total; f++) {
    if (f < introFrames) {
      await write(intro);
      continue;
    }
    const b = Math.min(buildFrames, f - introFrames);
    const placed = Math.min(order.length, Math.round((b / buildFrames) * order.length));
    const plate = Math.min(plates - 1, Math.floor(Math.max(0, placed - 1) / studsPerPlate));
    const bg = f >= introFrames + buildFrames ? outro : plateCards[plate];
    bg.copy(canvas);
    for (let i = 0; i < order.length; i++) {
      const [x, y] = order[i];
      const tile = i < placed ? tiles.get(grid.indices[y * grid.width + x]) : empty;
      blit(canvas, tile, STUD, STUD, ox + x * STUD, oy + y * STUD);
    }
    await write(canvas);
    if (f === total - 1) poster = Buffer.from(canvas);
  }
  for (const { child } of encoders) child.stdin.end();
  await Promise.all(encoders.map((e) => e.done));
  await sharp(poster, { raw: { width: W, height: H, channels: 4 } })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(path.join(dir, 'how-to-brix-poster.jpg'));

  const t = (s) => `00:00:${s.toFixed(3).padStart(6, '0')}`;
  writeFileSync(
    path.join(dir, 'how-to-brix.vtt'),
    [
      'WEBVTT',
      '',
      `${t(0)} --> ${t(INTRO_S)}`,
      'Your photo becomes 64 by 64 studs in brick colours.',
      '',
      ...Array.from({ length: plates }, (_, p) => [
        `${t(INTRO_S + (p * BUILD_S) / plates)} --> ${t(INTRO_S + ((p + 1) * BUILD_S) / plates)}`,
        `Plate ${p + 1} of ${plates}: follow the blueprint, stud by stud.`,
        '',
      ]).flat(),
      `${t(INTRO_S + BUILD_S)} --> ${t(INTRO_S + BUILD_S + OUTRO_S)}`,
      'Done! Four base plates, 4,096 studs. Hang it up.',
      '',
    ].join('\n'),
  );
  for (const file of ['how-to-brix.mp4', 'how-to-brix.webm', 'how-to-brix-poster.jpg']) {
    console.log(`${file}: ${(statSync(path.join(dir, file)).size / 1024).toFixed(0)} KB`);
  }
}

const core = await loadMosaicCoreNode();
const only = process.argv[2];
if (!only || only === 'samples') await makeSamples(core);
if (!only || only === 'video') await makeVideo(core);
