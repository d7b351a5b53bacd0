// The Advanced Editor's palette: the colours the picture uses first (most studs first), each with its name and
// stud count, then the shop's other colours, then those out of stock (new designs leave them out, so the
// picture uses the nearest others instead: said here rather than silently). Pointing at a colour (or focusing
// it) picks out its studs on the stage; clicking selects it to paint with, clicking again deselects it.
import { useMemo } from 'react';
import { PALETTE } from 'mosaic-core';
import { useShallow } from 'zustand/react/shallow';
import { useEditor, useHighlight } from '../../editor';
import styles from '../Order.module.css';
import { formatCount } from '../../../lib/numbers';

export function Palette() {
  const { allowed, selected, toggleColor, doc } = useEditor(
    useShallow((s) => ({ allowed: s.allowed, selected: s.selected, toggleColor: s.toggleColor, doc: s.doc })),
  );
  const version = useEditor((s) => s.version);
  const setHighlight = useHighlight((s) => s.setHighlight);
  // The order is set when the picture is made (most studs first) and kept while the customer paints, so a
  // colour does not jump under the pointer; a colour painted in for the first time joins the end of the list.
  const ranked = useMemo(() => {
    const counts = doc?.counts;
    return [...allowed].sort((a, b) => (counts?.[b] ?? 0) - (counts?.[a] ?? 0) || a - b);
  }, [doc, allowed]);
  const { used, others } = useMemo(() => {
    const counts = doc?.counts;
    const inPicture = ranked
      .filter((i) => (counts?.[i] ?? 0) > 0)
      .map((i) => ({ color: PALETTE[i], count: counts![i] }));
    const usedSet = new Set(inPicture.map((u) => u.color.index));
    // Only the colours the shop has now: those the picture uses, then the rest in palette order.
    return { used: inPicture, others: allowed.filter((i) => !usedSet.has(i)).map((i) => PALETTE[i]) };
    // `version` changes whenever a stud does: the counts are changed in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ranked, allowed, version]);

  const outOfStock = useMemo(() => {
    const shop = new Set(allowed);
    return PALETTE.filter((c) => !shop.has(c.index));
  }, [allowed]);

  /** One colour: its swatch and name on the button (its accessible name is the colour's), then its count beside it. */
  const entry = (index: number, hex: string, name: string, count?: number) => (
    <li key={index} className={styles.paletteRow}>
      <button
        type="button"
        className={`${styles.paletteEntry} ${selected === index ? styles.swatchOn : ''}`}
        aria-pressed={selected === index}
        title={name}
        onClick={() => toggleColor(index)}
        onPointerEnter={() => setHighlight(index)}
        onPointerLeave={() => setHighlight(null)}
        onFocus={() => setHighlight(index)}
        onBlur={() => setHighlight(null)}
      >
        <span className={styles.swatch} style={{ background: hex }} aria-hidden="true" />
        <span className={styles.paletteName}>{name}</span>
      </button>
      {count !== undefined && <span className={styles.paletteCount}>{formatCount(count)}</span>}
    </li>
  );

  return (
    <div className={styles.paletteLists} role="group" aria-label="Palette">
      <p className={styles.paletteHead}>In your picture ({used.length})</p>
      <ul className={styles.paletteUsed} data-testid="palette-used">
        {used.map(({ color, count }) => entry(color.index, color.hex, color.name, count))}
      </ul>
      {others.length > 0 && (
        <>
          <p className={styles.paletteHead}>Other colours ({others.length})</p>
          <ul className={styles.paletteOthers} data-testid="palette-others">
            {others.map((c) => entry(c.index, c.hex, c.name))}
          </ul>
        </>
      )}
      {outOfStock.length > 0 && (
        <>
          <p className={styles.paletteHead} id="palette-out-head">
            Out of stock ({outOfStock.length})
          </p>
          <p className={styles.paletteNote}>
            Not in new designs for now: your picture uses the nearest colours instead.
          </p>
          <ul className={styles.paletteOthers} data-testid="palette-out" aria-labelledby="palette-out-head">
            {outOfStock.map((c) => (
              <li key={c.index} className={`${styles.paletteRow} ${styles.paletteOut}`}>
                <span className={styles.paletteEntry} title={`${c.name}: out of stock`}>
                  <span className={styles.swatch} style={{ background: c.hex }} aria-hidden="true" />
                  <span className={styles.paletteName}>{c.name}</span>
                </span>
                <span className={styles.paletteCount}>out of stock</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
