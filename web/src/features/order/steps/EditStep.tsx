import { COLOR_CAPS, formatCents, SUPPORT_EMAIL, type ColorCap } from '@brixilated/shop';
import { PALETTE } from 'mosaic-core';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PillChoice } from '../../../components/PillChoice';
import { useAfterFirstTask } from '../../../lib/useAfterFirstTask';
import { DistanceView } from '../../editor';
import { EditorStage } from '../../editor';
import {
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  ZOOM_STEP,
  editorPipeline,
  useEditor,
  type SliderName,
  type Tool,
} from '../../editor';
import styles from '../Order.module.css';
import { dimensions } from '../shapes';
import { selectedSize, useChoices } from '../choices';
import { AutoAdjust } from './AutoAdjust';
import { BlendingChoice } from './BlendingChoice';
import { Palette } from './Palette';
import { SaveDesign } from './SaveDesign';
import { SizeMissing } from './SizeMissing';
import { useStageSize } from './stageSize';

/** The zoom row's height under the stage, with its gap: the controls beside it end where it ends. */
const ZOOM_ROW_HEIGHT = 48;

const SLIDERS: { name: SliderName; label: string }[] = [
  { name: 'brightness', label: 'Brightness' },
  { name: 'contrast', label: 'Contrast' },
  { name: 'saturation', label: 'Saturation' },
];

const TOOLS: { tool: Tool; label: string; hint: string }[] = [
  { tool: 'paint', label: 'Paint', hint: 'Click or drag over studs to paint them' },
  { tool: 'eyedropper', label: 'Eyedropper', hint: 'Click a stud to pick its colour' },
  { tool: 'fill', label: 'Fill', hint: 'Click a stud to paint every touching stud of its colour' },
  { tool: 'replace', label: 'Replace colour', hint: 'Click a stud to replace this colour everywhere' },
];

/** The zoom buttons: each keeps the stud at the stage's centre where it is, and the picture filling the stage. */
function ZoomIcons({ stage }: { stage: { width: number; height: number } }) {
  const zoomAround = useEditor((s) => s.zoomBy);
  const centre = { x: stage.width / 2, y: stage.height / 2 };
  const zoomBy = (factor: number) => zoomAround(factor, centre, stage);
  const resetZoom = useEditor((s) => s.resetZoom);
  const scale = useEditor((s) => s.view.scale);
  const processing = useEditor((s) => s.processing);
  const distanceView = useEditor((s) => s.distanceView);
  const setDistanceView = useEditor((s) => s.setDistanceView);
  return (
    <div className={styles.zoomIcons}>
      <button type="button" className="icon-btn" aria-label="Zoom in" title="Zoom in" onClick={() => zoomBy(ZOOM_STEP)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6M7 10h6M10 7v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="Zoom out"
        title="Zoom out"
        disabled={scale <= 1}
        onClick={() => zoomBy(1 / ZOOM_STEP)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15 15l6 6M7 10h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label="Reset zoom"
        title="Reset zoom"
        disabled={scale === 1}
        onClick={resetZoom}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className="small muted">{Math.round(scale * 100)}%</span>
      <label
        className={`${styles.switch} ${styles.distanceSwitch}`}
        title="See how the colours mix from about 3 metres (10 feet) away"
      >
        <input
          type="checkbox"
          role="switch"
          checked={distanceView}
          onChange={(e) => setDistanceView(e.target.checked)}
        />
        <span>View from a distance</span>
      </label>
      <span className="small muted" role="status" style={{ visibility: processing ? 'visible' : 'hidden' }}>
        Updating your Brix...
      </span>
    </div>
  );
}

function Sliders() {
  const { adjustments, setAdjustment } = useEditor(
    useShallow((s) => ({ adjustments: s.adjustments, setAdjustment: s.setAdjustment })),
  );
  return (
    <div className="stack">
      {SLIDERS.map(({ name, label }) => (
        <label key={name} className={styles.slider}>
          <span className={styles.sliderLabel}>
            <span>{label}</span>
            <output>{adjustments[name]}</output>
          </span>
          <input
            type="range"
            min={SLIDER_MIN}
            max={SLIDER_MAX}
            step={SLIDER_STEP}
            value={adjustments[name]}
            aria-label={label}
            onChange={(e) => setAdjustment(name, Number(e.target.value))}
          />
        </label>
      ))}
      <AutoAdjust />
    </div>
  );
}

const COLOR_CAP_OPTIONS = COLOR_CAPS.map((id) => ({ id: String(id), name: id === 'all' ? 'All' : String(id) }));

/** Colours (at most so many, those that best render the photo) and Tidy lone studs, reprocessed like a slider. */
function ColoursAndTidy() {
  const { colorCap, setColorCap, tidy, setTidy, blending } = useEditor(
    useShallow((s) => ({
      colorCap: s.colorCap,
      setColorCap: s.setColorCap,
      tidy: s.tidy,
      setTidy: s.setTidy,
      blending: s.blending,
    })),
  );
  return (
    <div className="stack-sm">
      <PillChoice
        legend="Colours"
        options={COLOR_CAP_OPTIONS}
        value={String(colorCap)}
        onChange={(id) => setColorCap((id === 'all' ? 'all' : Number(id)) as ColorCap)}
        small
      />
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={tidy}
          disabled={blending === 'off'}
          onChange={(e) => setTidy(e.target.checked)}
        />
        <span>Tidy lone studs</span>
      </label>
      <p className="small muted">
        Fewer colours make sorting your bricks quicker; we keep the ones that show your photo best. Tidy gives a stud
        that stands alone among other colours a neighbour&apos;s colour when your picture hardly changes.
      </p>
    </div>
  );
}

function PixelEditor() {
  const { selected, tool, setTool, canUndo, canRedo, undo, redo, panMode, setPanMode } = useEditor(
    useShallow((s) => ({
      selected: s.selected,
      tool: s.tool,
      setTool: s.setTool,
      canUndo: s.canUndo,
      canRedo: s.canRedo,
      undo: s.undo,
      redo: s.redo,
      panMode: s.panMode,
      setPanMode: s.setPanMode,
    })),
  );
  const hint = TOOLS.find((t) => t.tool === tool)?.hint;
  return (
    <div className="stack">
      <Palette />
      <p className="small muted">
        {selected === null ? 'Pick a colour to paint with.' : `Selected: ${PALETTE[selected].name}. ${hint}.`}
      </p>
      <div className={styles.toolRow} role="group" aria-label="Tools">
        {TOOLS.map((t) => (
          <button
            key={t.tool}
            type="button"
            className={`btn btn-sm ${tool === t.tool ? styles.toolOn : ''}`}
            aria-pressed={tool === t.tool}
            title={t.hint}
            onClick={() => setTool(t.tool)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="cluster">
        <button type="button" className="btn btn-sm" disabled={!canUndo} onClick={undo} title="Undo (Ctrl+Z)">
          Undo
        </button>
        <button type="button" className="btn btn-sm" disabled={!canRedo} onClick={redo} title="Redo (Ctrl+Shift+Z)">
          Redo
        </button>
        <label className="checkbox">
          <input type="checkbox" checked={panMode} onChange={(e) => setPanMode(e.target.checked)} />
          Enable Pan Mode
        </label>
      </div>
    </div>
  );
}

function ColorCounts() {
  const [open, setOpen] = useState(false);
  // Closed, the summary needs only the number of colours; the rows follow every stud only when shown.
  const version = useEditor((s) => (open ? s.version : 0));
  const colorCount = useEditor((s) => (s.doc ? s.doc.counts.reduce((n, c) => n + (c > 0 ? 1 : 0), 0) : 0));
  const doc = useEditor((s) => s.doc);
  const rows = useMemo(() => {
    if (!doc || !open) return [];
    return PALETTE.map((c) => ({ ...c, count: doc.counts[c.index] }))
      .filter((r) => r.count > 0)
      .sort((a, b) => b.count - a.count || a.index - b.index);
    // `version` changes whenever a stud does: the counts are mutated in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc, version, open]);
  return (
    <details className={styles.counts} open={open} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>
        Colour counts ({colorCount} colours, {doc ? doc.width * doc.height : 0} studs)
      </summary>
      {open && (
        <ul>
          {rows.map((r) => (
            <li key={r.index}>
              <span className={styles.countSwatch} style={{ background: r.hex }} aria-hidden="true" />
              <span>{r.name}</span>
              <span className="price">{r.count}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

/** The stage and its loading state; the only part of the step that follows a reprocess's progress. */
function StageFrame({ width, height }: { width: number; height: number }) {
  const mounted = useAfterFirstTask();
  const ready = useEditor((s) => s.doc !== null) && mounted;
  const processing = useEditor((s) => s.processing);
  const distanceView = useEditor((s) => s.distanceView);
  return (
    <div
      className={styles.stageFrame}
      data-ready={ready ? 'true' : 'false'}
      data-processing={processing ? 'true' : 'false'}
    >
      {ready ? (
        <EditorStage width={width} height={height} />
      ) : (
        <div style={{ width, height }} className={styles.stageLoading}>
          Loading...
        </div>
      )}
      {ready && distanceView ? <DistanceView width={width} height={height} className={styles.distanceLayer} /> : null}
    </div>
  );
}

export function EditStep() {
  const size = useChoices(selectedSize);
  const advanced = useEditor((s) => s.advanced);
  const setAdvanced = useEditor((s) => s.setAdvanced);
  const error = useEditor((s) => s.error);
  const toast = useEditor((s) => s.toast);
  const dismissToast = useEditor((s) => s.dismissToast);
  const plates = size?.sizeData.plates ?? { wide: 1, high: 1 };
  const stage = useStageSize(plates.wide, plates.high);
  // The shop may run out of a colour while the shopper is in another tab: ask again on coming back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void editorPipeline.checkAvailability();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  if (!size) return <SizeMissing />;

  return (
    <div className="stack">
      <div className={styles.stepHead}>
        <div className={styles.titleLine}>
          <h1 className={styles.title}>Need a little touch-up?</h1>
          <p className={styles.sizeLine}>
            <strong>{size.sizeData.size}</strong> {dimensions(size, 'in')} ({dimensions(size, 'cm')}){' '}
            <strong className={`price ${styles.editPrice}`} data-testid="edit-price">
              {formatCents(size.sizeData.priceCents)}
            </strong>
          </p>
        </div>
        <SaveDesign />
      </div>
      <div className={styles.editLayout}>
        <div className="stack-sm">
          <StageFrame width={stage.width} height={stage.height} />
          <ZoomIcons stage={stage} />
        </div>
        <div
          className={`panel ${styles.tools}`}
          style={{ maxHeight: stage.height + ZOOM_ROW_HEIGHT }}
          role="region"
          aria-label="Editing controls"
          tabIndex={0}
        >
          <label className={styles.switch}>
            <input type="checkbox" role="switch" checked={advanced} onChange={(e) => setAdvanced(e.target.checked)} />
            <span>Advanced Editor</span>
          </label>
          {advanced ? (
            <PixelEditor />
          ) : (
            <>
              <Sliders />
              <BlendingChoice />
              <ColoursAndTidy />
            </>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <ColorCounts />
          <details className={styles.blurb}>
            <summary>Is the Brixilation not fabulous enough?</summary>
            <p>
              Email your original photo to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and our designers
              will optimise it by hand. We will send you a proof to approve before you order.
            </p>
          </details>
        </div>
      </div>
      {toast && (
        <div className={styles.toast} role="status">
          <span>{toast}</span>
          <button type="button" className="btn-link" onClick={dismissToast} aria-label="Dismiss">
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
