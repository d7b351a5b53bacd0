// One plate of the guide: the stage with the step's studs standing out, the step's panel, the way of stepping
// (one colour a step, or row by row) and the patterns for telling colours apart.
import type { BuildMode } from '@brixilated/shop';
import { useCallback, useMemo, useRef, useState } from 'react';
import { currentStep, doneOn, placedStuds, plateProgress, stepsOf, studsLeft, type Guide } from './guideModel';
import type { MarkChange } from './markQueue';
import { PlateStage } from './PlateStage';
import { StepPanel } from './StepPanel';
import { useSquareSide, useStepKeys, useSwipe } from './useBuildingAids';
import styles from './build.module.css';
import type { BuildMark } from '@brixilated/shop';

export interface PlateViewProps {
  guide: Guide;
  plate: number;
  marks: readonly BuildMark[];
  mark: (change: MarkChange) => void;
  mode: BuildMode;
  onMode: (mode: BuildMode) => void;
  patterns: boolean;
  onPatterns: (on: boolean) => void;
  onOpenPlate: (plate: number | null) => void;
}

export function PlateView({
  guide,
  plate: index,
  marks,
  mark,
  mode,
  onMode,
  patterns,
  onPatterns,
  onOpenPlate,
}: PlateViewProps) {
  const plate = guide.plates[index];
  const steps = useMemo(() => stepsOf(plate, mode), [plate, mode]);
  const done = useMemo(() => doneOn(marks, index), [marks, index]);
  const current = currentStep(steps, done);
  const placed = useMemo(() => placedStuds(plate, done), [plate, done]);
  const left = useMemo(() => studsLeft(guide, marks), [guide, marks]);
  const [changedAt, setChangedAt] = useState(() => performance.now());
  const stageBox = useRef<HTMLDivElement>(null);
  const side = useSquareSide(stageBox);

  const step = steps[current] ?? null;
  const next = useCallback(() => {
    if (!step) return;
    setChangedAt(performance.now());
    mark({ plate: index, step: step.key, done: true });
  }, [index, mark, step]);
  const back = useCallback(() => {
    if (current === 0) return;
    setChangedAt(performance.now());
    mark({ plate: index, step: steps[current - 1].key, done: false });
  }, [current, index, mark, steps]);
  useStepKeys(next, back);
  useSwipe(stageBox, next, back);

  const rowColours = useMemo(() => {
    if (step?.row == null) return [];
    const counts = new Map<number, number>();
    for (let i = step.row * 32; i < step.row * 32 + 32; i++)
      counts.set(plate.indices[i], (counts.get(plate.indices[i]) ?? 0) + 1);
    return [...counts].sort(([a, na], [b, nb]) => nb - na || a - b);
  }, [plate, step]);
  const nextPlate = guide.plates.find((p) => p.index > index && plateProgress(p, marks) < 1) ?? null;

  return (
    <div className={styles.plateView}>
      <div className={styles.plateHead}>
        <h2>
          Plate {index + 1} of {guide.plates.length}
          <span className="muted">
            {' '}
            (row {plate.row + 1}, column {plate.col + 1})
          </span>
        </h2>
        <button type="button" className="btn btn-sm" onClick={() => onOpenPlate(null)}>
          All plates
        </button>
      </div>
      <div className={styles.plateBody}>
        <div ref={stageBox} className={styles.stageBox} data-testid="plate-stage" aria-hidden="true">
          {side > 0 ? (
            <PlateStage
              indices={plate.indices}
              colours={guide.colours}
              step={step}
              placed={placed}
              patterns={patterns}
              side={side}
              changedAt={changedAt}
            />
          ) : null}
        </div>
        <div className="stack">
          <StepPanel
            plate={index}
            steps={steps}
            current={current}
            colours={guide.colours}
            left={left}
            rowColours={rowColours}
            onNext={next}
            onBack={back}
            onNextPlate={nextPlate ? () => onOpenPlate(nextPlate.index) : null}
          />
          <fieldset className={styles.options}>
            <legend>Steps</legend>
            <label>
              <input type="radio" name="build-mode" checked={mode === 'colour'} onChange={() => onMode('colour')} /> One
              colour a step, most studs first
            </label>
            <label>
              <input type="radio" name="build-mode" checked={mode === 'row'} onChange={() => onMode('row')} /> Row by
              row, from the top
            </label>
            <label>
              <input type="checkbox" checked={patterns} onChange={(e) => onPatterns(e.target.checked)} /> Patterns on
              the studs, to tell colours apart
            </label>
          </fieldset>
        </div>
      </div>
    </div>
  );
}
