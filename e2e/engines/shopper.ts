// A customer in one tab of any engine: the steps the journeys take, each waiting for what a person would wait
// for, built on the page function of dom.ts and the face's pointer.
import { readFileSync } from 'node:fs';
import { photoPath } from '../../scripts/lib/photos.mjs';
import { dom, type DomOp } from './dom';
import type { Tab } from './face';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Stud {
  x: number;
  y: number;
  rgb: [number, number, number];
}

export class Shopper {
  constructor(
    readonly tab: Tab,
    readonly shopUrl: string,
  ) {}

  do(op: DomOp): Promise<unknown> {
    return this.tab.run(dom, op);
  }

  /** Asks `op` again until it answers something other than null; fails after `timeoutMs` naming `what`. */
  async until<T>(what: string, op: DomOp, timeoutMs = 30_000): Promise<T> {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const answer = await this.do(op).catch(() => null);
      if (answer !== null) return answer as T;
      if (Date.now() > end) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Waits until `check` answers true. */
  async poll(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check().catch(() => false))) {
      if (Date.now() > end) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  goto(path: string): Promise<void> {
    return this.tab.goto(this.shopUrl + path);
  }

  /** Presses the button (link, radio, switch) named `name` once it is there and enabled. */
  async press(name: string, options: { exact?: boolean; within?: string; timeoutMs?: number } = {}): Promise<void> {
    const { exact = true, within, timeoutMs } = options;
    await this.until(`"${name}" to press`, { op: 'press', name, exact, within }, timeoutMs);
  }

  state(name: string, within?: string) {
    return this.do({ op: 'state', name, exact: true, within }) as Promise<{
      enabled: boolean;
      checked: boolean;
      current: string | null;
    } | null>;
  }

  /** Waits until the page shows `text` (a string is matched as it is written). */
  async see(text: string | RegExp, timeoutMs?: number): Promise<void> {
    const pattern = typeof text === 'string' ? escape(text) : text.source;
    await this.until(`the text ${text}`, { op: 'text', pattern }, timeoutMs);
  }

  async fill(label: string, value: string): Promise<void> {
    await this.until(`the field "${label}"`, { op: 'fill', label, value });
  }

  async select(label: string, option: string): Promise<void> {
    await this.until(`"${option}" in "${label}"`, { op: 'select', label, option });
  }

  async slider(label: string, value?: number): Promise<number> {
    return this.until(`the slider "${label}"`, { op: 'slider', label, value });
  }

  async where(): Promise<string> {
    return (await this.do({ op: 'where' })) as string;
  }

  async waitForPath(path: string | RegExp): Promise<void> {
    const ok = (p: string) => (typeof path === 'string' ? p === path : path.test(p));
    await this.poll(`the page ${path}`, async () => ok(await this.where()));
  }

  /** A call to the shop's API from the page, with its cookies. */
  async api(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    return (await this.do({ op: 'api', method, path, body })) as { status: number; body: unknown };
  }

  /** Chooses a sample photo as if from the Upload button's chooser. */
  async choosePhoto(name: string): Promise<void> {
    const base64 = readFileSync(photoPath(name)).toString('base64');
    await this.until('the photo input', { op: 'upload', base64, name, type: 'image/jpeg' });
  }

  async editorReady(timeoutMs = 60_000): Promise<void> {
    await this.until('the editor to be ready', { op: 'editorReady' }, timeoutMs);
  }

  /** A fingerprint of the editor's picture. */
  pixels(): Promise<number> {
    return this.until('the editor picture', { op: 'pixels' });
  }

  /** Waits until the editor's picture differs from `before`, then until the editor is ready again. */
  async repainted(before: number, what: string): Promise<number> {
    await this.poll(`the picture to change after ${what}`, async () => (await this.pixels()) !== before, 60_000);
    await this.editorReady();
    return this.pixels();
  }

  stud(x: number, y: number, wide: number, high: number): Promise<Stud> {
    return this.until(`stud ${x},${y}`, { op: 'stud', x, y, wide, high });
  }

  /** Stud (x, y) once the stage has stopped moving (a panel that opens moves it): still over three reads. */
  async steadyStud(x: number, y: number, wide: number, high: number): Promise<Stud> {
    let last = await this.stud(x, y, wide, high);
    for (let still = 0; still < 3;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await this.stud(x, y, wide, high);
      still = now.x === last.x && now.y === last.y ? still + 1 : 0;
      last = now;
    }
    return last;
  }

  /** Clicks stud (x, y) with the pointer, once the stage has stopped moving. */
  async clickStud(x: number, y: number, wide: number, high: number): Promise<void> {
    const stud = await this.steadyStud(x, y, wide, high);
    await this.tab.clickAt(stud.x, stud.y);
  }
}

export const near = (a: readonly number[], b: readonly number[], tolerance = 14) =>
  a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

export const hexRgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
