// The editor benchmark's side in the page (scripts/bench-editor.mjs): one function that every engine runs the
// same way (the engines face's `Tab.run`), so each figure is timed by the page's own clock and no driver's round
// trip counts. It is sent to the page as its source text, so it uses nothing from outside itself; what it keeps
// between calls lives on `window.__bench`.
//
// Operations (`o.op`):
//   install      the page's listeners, once after the wizard opened: the photo path's moments, the mosaic's draws,
//                the painted studs' pointerdowns, and long-task entries where the engine reports them; answers
//                which of ImageDecoder, requestIdleCallback and long-task entries the engine offers
//   fetchPhoto   the photo's bytes from the shop (o.url), kept as a Blob, before anything is timed
//   plates       the Custom size's width in plates (o.plates)
//   toUpload     back to the Upload step from the wizard's step bar
//   photo        chooses the kept photo on the file input (a File set with DataTransfer, then `change`), clicks Crop
//                and Next as a customer who clicks the moment they see each button, and answers the moments
//                once the editor is ready with its final picture
//   uploaded     when the photo's upload ended, after it was chosen
//   slider       o.steps steps of the Brightness slider, each from its input event to the mosaic's next draw
//   colour       selects the Advanced Editor palette's o.index-th colour (or the next, if that one is selected)
//   stage        the mosaic stage's box once it has stopped moving
//   paintArm     starts timing painted studs: from a pointerdown on the stage to the mosaic's next draw
//   paintWait    waits (at most 2 s) until the o.count-th painted stud was drawn
//   draws        how many times the mosaic was drawn so far
//   settled      waits until the mosaic was drawn more than o.draws times and the editor is at rest
//   spanStart    starts a timed span: long tasks, the gaps between animation frames and between a timer's runs
//   spanEnd      the span's longest task (null if none; `reported` false where the engine has no long-task
//                entries), its longest gap between animation frames and between the runs of a 10 ms timer
export async function editorPage(o) {
  const now = () => performance.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  /** Waits until `check()` answers something truthy, looking every 20 ms; throws after `timeoutMs`. */
  const until = async (what, check, timeoutMs = 60_000) => {
    const end = now() + timeoutMs;
    for (;;) {
      const value = check();
      if (value) return value;
      if (now() > end) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
      await sleep(20);
    }
  };
  const ready = () => !!document.querySelector('[data-ready="true"][data-processing="false"]');
  // An event's time stamp on the page's clock (an engine that stamped it otherwise falls back to now).
  const stamp = (e) => (e.timeStamp > 0 && e.timeStamp <= now() + 1 ? e.timeStamp : now());

  if (o.op === 'install') {
    // What the engine offers of what the shop's fast path uses, for the table's engine line.
    const offers = {
      ImageDecoder: 'ImageDecoder' in window,
      requestIdleCallback: 'requestIdleCallback' in window,
      longtask: PerformanceObserver.supportedEntryTypes.includes('longtask'),
    };
    if (window.__bench) return offers;
    const b = {
      draws: 0,
      lastDraw: 0,
      marks: {},
      longTasks: offers.longtask ? [] : null,
      paint: null,
      span: null,
    };
    window.__bench = b;
    if (b.longTasks) {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) b.longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    }
    window.addEventListener('brix:mosaic-drawn', () => {
      b.draws++;
      b.lastDraw = now();
      if (b.marks.nextClick != null && b.marks.firstDraw === null) b.marks.firstDraw = b.lastDraw;
      if (b.paint && b.paint.pending !== null) {
        b.paint.times.push(b.lastDraw - b.paint.pending);
        b.paint.pending = null;
      }
    });
    // On the document: each photo's editor is a new stage element.
    document.addEventListener(
      'pointerdown',
      (e) => {
        if (b.paint && e.target instanceof Element && e.target.closest('[data-testid="mosaic-stage"]'))
          b.paint.pending = stamp(e);
      },
      { capture: true },
    );
    // The photo path: the file input's change and the Crop and Next clicks by their events' time stamps; the
    // cropper shown and the crop made when the page's DOM showed them (watched only while a photo is on its way).
    const cropDialog = () => document.querySelector('[role="dialog"][aria-labelledby="crop-title"]');
    const nextButton = () =>
      [...document.querySelectorAll('button')].find((el) => el.textContent === 'Next' && !el.disabled);
    const cropButton = () =>
      [...(cropDialog()?.querySelectorAll('button') ?? [])].find((el) => el.textContent === 'Crop');
    // A customer's click at the soonest: in the first task after the frame that shows the button.
    const clickAfterPaint = (button) => requestAnimationFrame(() => setTimeout(() => button()?.click(), 0));
    const watcher = new MutationObserver(() => {
      const m = b.marks;
      if (m.chosen !== null && m.cropperShown === null && document.querySelector('.reactEasyCrop_CropArea')) {
        m.cropperShown = now();
        clickAfterPaint(cropButton);
      }
      if (m.cropClick !== null && m.cropped === null && !cropDialog() && nextButton()) {
        m.cropped = now();
        watcher.disconnect();
        clickAfterPaint(nextButton);
      }
    });
    b.watch = () => {
      b.marks = { chosen: null, cropperShown: null, cropClick: null, cropped: null, nextClick: null, firstDraw: null };
      watcher.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    };
    document.addEventListener(
      'change',
      (e) => {
        if (e.target instanceof HTMLInputElement && e.target.type === 'file' && b.marks.chosen === null)
          b.marks.chosen = stamp(e);
      },
      { capture: true },
    );
    document.addEventListener(
      'click',
      (e) => {
        const button = e.target instanceof Element ? e.target.closest('button') : null;
        const m = b.marks;
        if (!button) return;
        if (button.textContent === 'Crop' && button.closest('[role="dialog"]') && m.cropClick === null)
          m.cropClick = stamp(e);
        else if (button.textContent === 'Next' && m.cropped != null && m.nextClick === null) m.nextClick = stamp(e);
      },
      { capture: true },
    );
    // A timed span: its start, the longest gap between two animation frames in it (a task that holds the main
    // thread for 50 ms holds back the next frame as long), and the longest gap between the runs of a 10 ms timer
    // (the same for the event loop; it does not depend on how often the engine draws frames, which WebKitGTK
    // under a virtual display does irregularly, every 17-100 ms even when idle).
    b.startSpan = () => {
      const span = { start: now(), lastFrame: null, longestGap: 0, lastTick: now(), longestStall: 0, on: true };
      const frame = (t) => {
        if (!span.on) return;
        if (span.lastFrame !== null) span.longestGap = Math.max(span.longestGap, t - span.lastFrame);
        span.lastFrame = t;
        requestAnimationFrame(frame);
      };
      const tick = () => {
        if (!span.on) return;
        const t = now();
        span.longestStall = Math.max(span.longestStall, t - span.lastTick);
        span.lastTick = t;
        setTimeout(tick, 10);
      };
      requestAnimationFrame(frame);
      setTimeout(tick, 10);
      b.span = span;
    };
    b.endSpan = () => {
      const span = b.span;
      span.on = false;
      const end = now();
      const tasks = b.longTasks && b.longTasks.filter((t) => t.start >= span.start && t.start <= end);
      const longest = tasks && tasks.reduce((a, t) => (t.duration > (a?.duration ?? 0) ? t : a), null);
      return {
        start: span.start,
        end,
        reported: !!b.longTasks,
        longestTask: longest,
        longestGap: span.longestGap,
        longestStall: span.longestStall,
      };
    };
    return offers;
  }

  const b = window.__bench;
  if (!b) throw new Error('The bench is not installed in this page');
  switch (o.op) {
    case 'fetchPhoto': {
      const res = await fetch(o.url);
      if (!res.ok) throw new Error(`${o.url} answered ${res.status}`);
      b.photo = await res.blob();
      return b.photo.size;
    }
    case 'plates': {
      const select = [...document.querySelectorAll('label')]
        .find((l) => l.textContent.startsWith('Width (plates)'))
        ?.querySelector('select');
      if (!select) return null;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, String(o.plates));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return Number(select.value) === o.plates || null;
    }
    case 'toUpload': {
      const nav = document.querySelector('nav[aria-label="Order steps"]');
      const step = [...(nav?.querySelectorAll('button') ?? [])].find((el) => el.textContent.endsWith('Upload'));
      if (!step) throw new Error('No Upload step in the step bar');
      step.click();
      await until('the Upload step with its photo', () => document.body.innerText.includes('Nice Choice'));
      return true;
    }
    case 'photo': {
      const input = await until('the photo input', () => document.querySelector('input[type="file"]'));
      const drawsBefore = b.draws;
      const files = new DataTransfer();
      files.items.add(new File([b.photo], 'photo-12mp.jpg', { type: 'image/jpeg', lastModified: Date.now() }));
      b.watch();
      b.startSpan();
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const m = b.marks;
      await until('the editor with its final picture', () => m.firstDraw !== null && b.draws > drawsBefore && ready());
      const span = b.endSpan();
      if (Object.values(m).some((t) => t === null))
        throw new Error(`A moment of the photo path was not seen: ${JSON.stringify(m)}`);
      // The span ends when the page saw the editor ready; its figures count up to the final picture's draw.
      return { ...span, marks: m, final: b.lastDraw };
    }
    case 'uploaded': {
      const entry = await until(
        'the photo upload to end',
        () =>
          performance
            .getEntriesByType('resource')
            .find((e) => e.name.endsWith('/api/images') && e.startTime >= b.marks.chosen && e.responseEnd > 0),
        120_000,
      );
      return entry.responseEnd - b.marks.chosen;
    }
    case 'slider': {
      // Steps of 10 (the slider's smallest gap), each from the input event to the repainted mosaic.
      const input = document.querySelector('input[aria-label="Brightness"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const times = [];
      let value = Number(input.value);
      let dir = 1;
      for (let i = 0; i < o.steps; i++) {
        if (value + dir * 10 > 200 || value + dir * 10 < 0) dir = -dir;
        value += dir * 10;
        const drawsBefore = b.draws;
        const drawn = new Promise((resolve) => {
          const onDraw = () => {
            window.removeEventListener('brix:mosaic-drawn', onDraw);
            resolve(now());
          };
          window.addEventListener('brix:mosaic-drawn', onDraw);
        });
        const t0 = now();
        setValue.call(input, String(value));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        const t1 = await drawn;
        if (b.draws > drawsBefore) times.push(t1 - t0);
        // The frame settles before the next movement, as a hand on a slider would let it.
        await sleep(20);
      }
      return times;
    }
    case 'colour': {
      // The palette lists the colours by their count in the picture, so it may reorder while a reprocess lands:
      // wait for it first, and never take the colour already selected (a click on it would turn it off).
      await until('the editor at rest', ready);
      const buttons = await until('the palette', () => {
        const all = document.querySelectorAll('[role="group"][aria-label="Palette"] button');
        return all.length > o.index + 1 && [...all];
      });
      let pick = buttons[o.index];
      if (pick.getAttribute('aria-pressed') === 'true') pick = buttons[o.index + 1];
      pick.click();
      await until('the colour selected', () => pick.getAttribute('aria-pressed') === 'true', 5000);
      return true;
    }
    case 'stage': {
      const box = () => {
        const r = document.querySelector('[data-testid="mosaic-stage"]')?.getBoundingClientRect();
        return r && r.width > 0 ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
      };
      let last = await until('the mosaic stage', box);
      for (let still = 0; still < 3;) {
        await sleep(100);
        const next = box();
        still = next && JSON.stringify(next) === JSON.stringify(last) ? still + 1 : 0;
        last = next ?? last;
      }
      return last;
    }
    case 'paintArm':
      b.paint = { pending: null, times: [] };
      return true;
    case 'paintWait':
      await until(
        'the painted stud drawn',
        () => b.paint.times.length >= o.count || b.paint.pending === null,
        2000,
      ).catch(() => false);
      return b.paint.times;
    case 'draws':
      return b.draws;
    case 'settled':
      await until('the mosaic drawn again, at rest', () => b.draws > o.draws && ready());
      return true;
    case 'spanStart':
      b.startSpan();
      return true;
    case 'spanEnd':
      return b.endSpan();
    default:
      throw new Error(`Unknown operation ${o.op}`);
  }
}
