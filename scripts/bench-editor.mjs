#!/usr/bin/env node
// Benchmark of the order wizard's editor in Chromium, Firefox and WebKit in one run, on a 12-megapixel photo at
// 4 x 4 plates (128 x 128 studs) and 8 x 8 plates (256 x 256, the largest size), cold and warm. Prints one table
// with an engine column: medians over several runs, the machine's load; never asserts a time (machines differ;
// docs/benchmarks.md records runs).
//
//   node scripts/bench-editor.mjs            builds the web app into a temp folder, then measures
//   WEB_DIST=/path/to/dist node scripts/bench-editor.mjs   measures an existing build (copied to a temp folder)
//   BENCH_EDITOR_ENGINES=chromium,firefox (default: all three)  BENCH_EDITOR_RUNS=3 (runs per engine and size)
//   BENCH_THINK_MS=3000 (time on the Shape and Size steps)
//
// The engines are driven through the journeys' face (e2e/engines: playwright-core for Chromium, puppeteer-core
// over WebDriver BiDi for Debian's Firefox ESR, WebKitWebDriver for WebKitGTK's MiniBrowser under xvfb-run).
// Every figure is timed in the page by one page function, the same in every engine (scripts/lib/editor-page.mjs),
// so no driver's round trips count. The photo is served by the shop from the temp build and fetched by the page
// before anything is timed; the page makes the File itself and sets it on the file input (DataTransfer).
//
// Each run is a fresh profile (a new page and editor worker). Cold: the first photo, chosen after BENCH_THINK_MS
// on the Shape and Size steps (a customer reading them; the worker warms the core up meanwhile). Warm: a second
// photo in the same page (the Upload step again), its worker already used. Then the warm photo once more with
// Colour blending set to Smooth (Floyd-Steinberg): the same slider steps and painted studs, so that blending's
// cost shows beside the first one.
// Measured each time:
//   - photo chosen -> editor ready: file chosen, cropper shown, Crop, Next, first mosaic drawn (the photo's
//     upload goes on in the background; when it finished is printed beside), from the file input's change to the
//     mosaic layer's first draw. The page clicks Crop and Next itself, each in the first task after the frame
//     that shows the button: a customer clicking the moment they see it. Its phases are printed beside it (each
//     from the click's event time). A new photo's blending (Clean) is drawn first with its fast stand-in
//     (Smooth) and then itself: when that final picture was drawn is printed too.
//   - slider movement -> repainted preview: slider steps, each from the input event to the mosaic layer's draw
//   - painted stud -> repaint: pointer clicks (the face's clickAt), from the pointerdown event to the mosaic
//     layer's draw
//   - the longest main-thread task from photo chosen to editor at rest, and while editing: PerformanceObserver
//     'longtask' entries (tasks over 50 ms), which only Chromium reports ("not reported" elsewhere)
//   - in every engine, over the same spans, the longest gap between two runs of a 10 ms timer (a task that holds
//     the main thread delays the timer as long) and between two animation frames (at 60 frames a second, 17 ms
//     is no frame lost; WebKitGTK under xvfb draws frames irregularly, every 17-100 ms even when idle)
//   - Chromium only: the first run's photo path traced (Chromium's tracing), its longest task and what ran in it
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { editorPage } from './lib/editor-page.mjs';
import { importE2e } from './lib/e2e.mjs';
import { ensureSystem, root } from './lib/ensure.mjs';
import { photoPath as samplePhoto } from './lib/photos.mjs';
import { median } from './lib/stats.mjs';

const { startShop } = await importE2e('support/server.ts');
const { ENGINES, launch } = await importE2e('engines/launch.ts');
const { Shopper } = await importE2e('engines/shopper.ts');
const { default: sharp } = await import('sharp');

const RUNS = Number(process.env.BENCH_EDITOR_RUNS ?? 3);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 3000);
const CHOSEN = (process.env.BENCH_EDITOR_ENGINES ?? ENGINES.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of CHOSEN) {
  if (!ENGINES.includes(name)) throw new Error(`Unknown engine ${name}: BENCH_EDITOR_ENGINES takes ${ENGINES}`);
}
const SLIDER_STEPS = 40;
const PAINT_CLICKS = 40;
const PHOTO = 'bench-photo-12mp.jpg';
ensureSystem(CHOSEN);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'brix-bench-'));
const webDist = path.join(tmp, 'dist');
if (process.env.WEB_DIST) {
  cpSync(process.env.WEB_DIST, webDist, { recursive: true });
} else {
  console.log('Building the web app into', webDist);
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
}

// A real photo scaled to 12 megapixels (4240 x 2832), as a phone camera would take it, served with the build.
const photoFile = path.join(webDist, PHOTO);
await sharp(samplePhoto('evening-glow.jpg'))
  .resize(4240, 2832, { fit: 'cover' })
  .jpeg({ quality: 88 })
  .toFile(photoFile);
console.log(
  `Photo: 4240 x 2832 (${((4240 * 2832) / 1e6).toFixed(1)} MP), ${(statSync(photoFile).size / 1e6).toFixed(1)} MB JPEG`,
);

const p95 = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)];
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The longest main-thread task in a Chromium trace and what ran inside it (the biggest events, with the
 * script or event they belong to), to say where a long task on the way to the editor comes from.
 */
function longestTaskInTrace(buffer) {
  const events = JSON.parse(buffer.toString('utf8')).traceEvents ?? [];
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const longest = tasks.reduce((a, e) => (e.dur > (a?.dur ?? 0) ? e : a), null);
  if (!longest) return null;
  const label = (e) => {
    const d = e.args?.data ?? e.args?.beginData ?? {};
    const where = d.url
      ? ` ${d.url.split('/').pop()}${d.functionName ? ` ${d.functionName}` : ''}`
      : d.type
        ? ` ${d.type}`
        : d.functionName
          ? ` ${d.functionName}`
          : '';
    return `${e.name}${where}`;
  };
  const inside = onMain
    .filter(
      (e) => e !== longest && e.ts >= longest.ts && e.ts + e.dur <= longest.ts + longest.dur && !/RunTask/.test(e.name),
    )
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 6)
    .map((e) => `${label(e)} ${(e.dur / 1000).toFixed(1)} ms`);
  return { duration: longest.dur / 1000, inside };
}

/** A customer's tab with the bench's page function at hand. */
function customer(tab) {
  const shopper = new Shopper(tab, shop.url);
  shopper.bench = (op) => tab.run(editorPage, op);
  return shopper;
}

/** Everything measured in one photo-to-editing pass; with `trace` (Chromium), a trace of photo to editor. */
async function photoAndEdit(s, plates, first, trace) {
  if (!first) await s.bench({ op: 'toUpload' });
  if (trace) await s.tab.tracing.start();
  const photo = await s.bench({ op: 'photo' });
  // When the photo's upload (started while the cropper was open) finished, whatever step the customer was on.
  const uploadDone = await s.bench({ op: 'uploaded' });
  const traced = trace ? longestTaskInTrace(await s.tab.tracing.stop()) : null;
  const m = photo.marks;
  const task = photo.longestTask;
  const phase = !task
    ? '-'
    : task.start >= m.cropped
      ? 'Next -> mosaic'
      : task.start >= m.cropperShown
        ? 'Crop -> cropped'
        : 'chosen -> cropper';
  return {
    photoToEditor: m.firstDraw - m.chosen,
    photoToFinal: photo.final - m.chosen,
    toCropper: m.cropperShown - m.chosen,
    toCropped: m.cropped - m.cropClick,
    toFirstMosaic: m.firstDraw - m.nextClick,
    uploadDone,
    longTasksReported: photo.reported,
    longestPhotoTask: task ? task.duration : 0,
    longestPhotoPhase: phase,
    photoGap: photo.longestGap,
    photoStall: photo.longestStall,
    ...(await measureEditing(s, plates, first ? 20 : 21)),
    traced,
  };
}

/** Slider steps and painted studs on the open editor (the sliders showing), with the palette's `colour`th colour. */
async function measureEditing(s, plates, colour) {
  const studs = plates * 32;
  await s.bench({ op: 'spanStart' });
  const sliderTimes = await s.bench({ op: 'slider', steps: SLIDER_STEPS });
  // Painting: the Advanced Editor, a colour, studs clicked with the pointer.
  if (!(await s.state('Advanced Editor'))?.checked) await s.press('Advanced Editor');
  await s.bench({ op: 'colour', index: colour });
  const box = await s.bench({ op: 'stage' });
  await s.bench({ op: 'paintArm' });
  const stud = box.width / studs;
  let paintTimes = [];
  for (let i = 0; i < PAINT_CLICKS; i++) {
    await s.tab.clickAt(box.x + (10 + i * 2 + 0.5) * stud, box.y + (20 + (i % 7) * 9 + 0.5) * stud);
    paintTimes = await s.bench({ op: 'paintWait', count: i + 1 });
  }
  const span = await s.bench({ op: 'spanEnd' });
  return {
    sliderTimes,
    paintTimes,
    longestEditTask: span.longestTask ? span.longestTask.duration : 0,
    editGap: span.longestGap,
    editStall: span.longestStall,
  };
}

/** On the open editor: back to the sliders, Colour blending set to Smooth and drawn, then the same edits. */
async function smoothEditing(s, plates) {
  if ((await s.state('Advanced Editor'))?.checked) await s.press('Advanced Editor');
  const draws = await s.bench({ op: 'draws' });
  await s.press('Smooth', { within: 'Colour blending' });
  await s.bench({ op: 'settled', draws });
  return measureEditing(s, plates, 22);
}

/** One fresh profile: shape, size (thinking THINK_MS), the first photo (cold), then a second (warm), then Smooth. */
async function run(engine, plates, trace) {
  const tab = await engine.newTab();
  try {
    const s = customer(tab);
    await s.goto('/order');
    await s.see('Choose your shape');
    const offers = await s.bench({ op: 'install' });
    await s.bench({ op: 'fetchPhoto', url: `/${PHOTO}` });
    await s.press('Square', { exact: false, within: 'Shape' });
    await s.press('Next');
    if (plates === 4) {
      await s.press('Large', { exact: false, within: 'Size' });
    } else {
      await s.press('Custom', { exact: false, within: 'Size' });
      await s.poll(`${plates} plates wide`, async () => (await s.bench({ op: 'plates', plates })) === true);
    }
    await sleep(THINK_MS);
    await s.press('Next');
    await s.see('Upload Your Picture');
    const cold = await photoAndEdit(s, plates, true, trace && !!tab.tracing);
    const warm = await photoAndEdit(s, plates, false, false);
    const smooth = await smoothEditing(s, plates);
    return { offers, cold, warm, smooth };
  } finally {
    await tab.close();
  }
}

const load = () => os.loadavg()[0].toFixed(1);
const shop = await startShop({ WEB_DIST: webDist });
const results = [];
const loadBefore = load();
const started = new Date();
try {
  for (const name of CHOSEN) {
    const engine = await launch(name);
    try {
      const runs = { 4: [], 8: [] };
      for (const plates of [4, 8]) {
        for (let i = 0; i < RUNS; i++) {
          runs[plates].push(await run(engine, plates, i === 0));
          process.stdout.write('.');
        }
      }
      results.push({ name, version: engine.version, offers: runs[4][0].offers, runs });
    } finally {
      await engine.close();
    }
  }
} finally {
  await shop.stop();
  rmSync(tmp, { recursive: true, force: true });
}
console.log('');
printTable();

function printTable() {
  const cpus = os.cpus();
  console.log(
    `Order wizard editor benchmark, ${started.toISOString().slice(0, 16).replace('T', ' ')}-${new Date().toISOString().slice(11, 16)} UTC, ${cpus.length} x ${cpus[0]?.model}, Node ${process.versions.node}`,
  );
  for (const { name, version, offers } of results) {
    const has = Object.entries(offers)
      .map(([feature, yes]) => `${feature} ${yes ? 'yes' : 'no'}`)
      .join(', ');
    console.log(`  ${name} ${version}: ${has}`);
  }
  console.log(
    `  12 MP photo, ${RUNS} runs per engine and size, ${THINK_MS} ms on Shape and Size; load average ${loadBefore} before, ${load()} after, on ${cpus.length} cores`,
  );
  console.log('  medians over runs in ms; p95 and median over all steps of all runs; "(!)" misses its target');
  // Targets: photo chosen -> editor ready at most 300 ms cold and 250 ms warm at 4 x 4, 350 ms cold at 8 x 8;
  // slider step p95 16 ms at 4 x 4, 33 ms at 8 x 8; painted stud p95 16 ms at 8 x 8; no task over 50 ms.
  const targets = {
    4: { ready: { cold: 300, warm: 250 }, slider: 16, paint: undefined },
    8: { ready: { cold: 350, warm: undefined }, slider: 33, paint: 16 },
  };
  const num = (x) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : 'n/a');
  const check = (x, target) => `${num(x)}${target !== undefined && !(x <= target) ? ' (!)' : ''}`;
  const spread = (xs, target) => `${check(p95(xs), target)} / ${num(median(xs))}`;
  const most = (rs, key) => Math.max(...rs.map((r) => r[key]));
  const gaps = (rs, stall, gap) => `${num(most(rs, stall))} / ${num(most(rs, gap))}`;
  const task = (reported, x) => (!reported ? 'not reported' : x > 0 ? check(x, 50) : 'none');
  const header = [
    'engine',
    'plates',
    'photo',
    'chosen -> editor ready',
    'chosen -> cropper',
    'Crop -> cropped',
    'Next -> mosaic',
    'chosen -> final',
    'photo stored',
    'longest task, to final',
    'longest timer / frame gap, to final',
    'slider step p95 / median',
    'painted stud p95 / median',
    'longest task, editing',
    'longest timer / frame gap, editing',
  ];
  const rows = [];
  for (const { name, runs } of results) {
    for (const plates of [4, 8]) {
      const t = targets[plates];
      for (const kind of ['cold', 'warm', 'smooth']) {
        const rs = runs[plates].map((r) => r[kind]);
        const mid = (key) => num(median(rs.map((r) => r[key])));
        const reported = runs[plates][0].cold.longTasksReported;
        const photo = kind !== 'smooth';
        rows.push([
          name,
          `${plates} x ${plates}`,
          kind === 'smooth' ? 'warm, Smooth' : kind,
          photo ? check(median(rs.map((r) => r.photoToEditor)), t.ready[kind]) : '',
          photo ? mid('toCropper') : '',
          photo ? mid('toCropped') : '',
          photo ? mid('toFirstMosaic') : '',
          photo ? mid('photoToFinal') : '',
          photo ? mid('uploadDone') : '',
          photo ? task(reported, Math.max(...rs.map((r) => r.longestPhotoTask))) : '',
          photo ? gaps(rs, 'photoStall', 'photoGap') : '',
          spread(
            rs.flatMap((r) => r.sliderTimes),
            t.slider,
          ),
          spread(
            rs.flatMap((r) => r.paintTimes),
            t.paint,
          ),
          task(reported, Math.max(...rs.map((r) => r.longestEditTask))),
          gaps(rs, 'editStall', 'editGap'),
        ]);
      }
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    'Longest task, timer and frame gaps: the most over all runs. Tasks are long-task entries (over 50 ms), which only Chromium reports; every engine gives the timer gap (the longest time between two runs of a 10 ms timer: a task that holds the main thread delays it as long) and the frame gap (the longest time between two animation frames; WebKitGTK under xvfb draws frames irregularly, every 17-100 ms even when idle).',
  );
  for (const { name, runs } of results) {
    for (const plates of [4, 8]) {
      const traced = runs[plates].find((r) => r.cold.traced)?.cold.traced;
      if (traced)
        console.log(
          `${name} ${plates} x ${plates} cold, traced (first run): longest main-thread task ${num(traced.duration)} ms; inside it: ${traced.inside.join('; ')}`,
        );
    }
  }
}
