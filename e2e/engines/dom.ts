// What the journeys do in the page, as one function that every engine runs the same way (Tab.run): find a
// control by its role and name as a person reads it, press it, type into a field, move a slider, choose a photo,
// read the editor's picture. It is sent to the page as its source text, so it uses nothing from outside itself.

export type DomOp =
  | { op: 'press'; name: string; exact: boolean; within?: string }
  | { op: 'state'; name: string; exact: boolean; within?: string }
  | { op: 'text'; pattern: string }
  | { op: 'fill'; label: string; value: string }
  | { op: 'select'; label: string; option: string }
  | { op: 'slider'; label: string; value?: number }
  | { op: 'upload'; base64: string; name: string; type: string }
  | { op: 'editorReady' }
  | { op: 'pixels' }
  | { op: 'stud'; x: number; y: number; wide: number; high: number }
  | { op: 'api'; method: string; path: string; body?: unknown }
  | { op: 'where' };

/** Runs in the page. Answers null when what it looks for is not (yet) there, so the caller can wait for it. */
export async function dom(o: DomOp): Promise<unknown> {
  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  // A radio or checkbox drawn by its label may itself be hidden: its label counts.
  const visible = (el: Element) =>
    shown(el) || (el instanceof HTMLInputElement && !!el.labels?.length && shown(el.labels[0]));
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    if (el instanceof HTMLInputElement && el.labels && el.labels.length) return norm(el.labels[0].textContent);
    if (el instanceof HTMLFieldSetElement) return norm(el.querySelector('legend')?.textContent);
    return norm(el.textContent);
  };
  const matches = (el: Element, name: string, exact: boolean) =>
    exact ? nameOf(el) === name : nameOf(el).startsWith(name);
  const scope = (within?: string): ParentNode | null => {
    if (!within) return document;
    const all = [
      ...document.querySelectorAll('[role="dialog"], [role="group"], [role="radiogroup"], fieldset, nav, form'),
    ];
    return all.find((el) => nameOf(el) === within && visible(el)) ?? null;
  };
  const control = (name: string, exact: boolean, within?: string) => {
    const root = scope(within);
    if (!root) return null;
    const candidates = root.querySelectorAll(
      'button, a[href], [role="radio"], [role="switch"], [role="tab"], input[type="radio"], input[type="checkbox"], summary',
    );
    return [...candidates].find((el) => matches(el, name, exact) && visible(el)) ?? null;
  };
  const field = (label: string) => {
    for (const l of document.querySelectorAll('label')) {
      if (norm(l.textContent).replace(/\s*\*$/, '') === label && l.control && visible(l.control)) return l.control;
    }
    return [...document.querySelectorAll('input, select, textarea')].find(
      (el) => el.getAttribute('aria-label') === label && visible(el),
    );
  };
  const setValue = (el: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const canvas = () => document.querySelector('[data-testid="mosaic-stage"] canvas') as HTMLCanvasElement | null;
  switch (o.op) {
    case 'press': {
      const el = control(o.name, o.exact, o.within) as HTMLElement | null;
      if (!el || (el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') return null;
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      el.click();
      return true;
    }
    case 'state': {
      const el = control(o.name, o.exact, o.within) as HTMLElement | null;
      if (!el) return null;
      return {
        enabled: !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true',
        checked:
          el instanceof HTMLInputElement
            ? el.checked
            : el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true',
        current: el.getAttribute('aria-current'),
      };
    }
    case 'text':
      return new RegExp(o.pattern).test(norm(document.body.innerText)) || null;
    case 'fill': {
      const el = field(o.label) as HTMLInputElement | null;
      if (!el) return null;
      el.focus();
      setValue(el, o.value);
      el.blur();
      return true;
    }
    case 'select': {
      const el = field(o.label) as HTMLSelectElement | null;
      const option = el && [...el.options].find((opt) => norm(opt.textContent) === o.option);
      if (!el || !option) return null;
      setValue(el, option.value);
      return true;
    }
    case 'slider': {
      const el = field(o.label) as HTMLInputElement | null;
      if (!el || el.type !== 'range') return null;
      if (o.value !== undefined && Number(el.value) !== o.value) setValue(el, String(o.value));
      return Number(el.value);
    }
    case 'upload': {
      const input = document.querySelector('input[type="file"]') as HTMLInputElement | null;
      if (!input) return null;
      const bytes = Uint8Array.from(atob(o.base64), (c) => c.charCodeAt(0));
      const files = new DataTransfer();
      files.items.add(new File([bytes], o.name, { type: o.type }));
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      return true;
    }
    case 'editorReady':
      return (!!document.querySelector('[data-ready="true"][data-processing="false"]') && !!canvas()) || null;
    case 'pixels': {
      const c = canvas();
      if (!c) return null;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let sum = 0;
      const out: number[] = [];
      for (let i = 0; i < data.length; i += 4 * 97) out.push(data[i], data[i + 1], data[i + 2]);
      for (let i = 0; i < out.length; i++) sum = (sum * 31 + out[i]) % 1_000_000_007;
      return sum;
    }
    case 'stud': {
      // The stud's centre on the page (for a click), and its colour near the corner, off its round highlight.
      const c = canvas();
      if (!c) return null;
      const box = c.getBoundingClientRect();
      const px = Math.floor(((o.x + 0.14) * c.width) / o.wide);
      const py = Math.floor(((o.y + 0.14) * c.height) / o.high);
      const [r, g, b] = c.getContext('2d')!.getImageData(px, py, 1, 1).data;
      return {
        x: box.x + ((o.x + 0.5) * box.width) / o.wide,
        y: box.y + ((o.y + 0.5) * box.height) / o.high,
        rgb: [r, g, b],
      };
    }
    case 'api': {
      const res = await fetch(o.path, {
        method: o.method,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    }
    case 'where':
      return location.pathname;
  }
}
