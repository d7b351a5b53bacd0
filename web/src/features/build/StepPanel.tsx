// What the builder does now: the step's colour with its name and code (or its row), how many studs, how many
// of that colour are left for the whole Brix, and large Back and Next.
import type { BuildStep } from '@brixilated/shop';
import type { GuideColour } from './guideModel';
import styles from './build.module.css';

export interface StepPanelProps {
  plate: number;
  steps: BuildStep[];
  current: number;
  colours: Map<number, GuideColour>;
  left: Map<number, number>;
  /** Palette index -> studs in the step's row (row steps). */
  rowColours: [number, number][];
  onNext: () => void;
  onBack: () => void;
  onNextPlate: (() => void) | null;
}

const studs = (n: number) => `${n.toLocaleString('en-US')} stud${n === 1 ? '' : 's'}`;

export function StepPanel({
  plate,
  steps,
  current,
  colours,
  left,
  rowColours,
  onNext,
  onBack,
  onNextPlate,
}: StepPanelProps) {
  const step = steps[current];
  const colour = step?.colour != null ? colours.get(step.colour) : undefined;
  return (
    <section className={styles.panel} aria-label="This step">
      {step ? (
        <div aria-live="polite" data-testid="build-step">
          <p className={styles.stepCount}>
            Step {current + 1} of {steps.length}
          </p>
          {colour ? (
            <>
              <h2 className={styles.stepName}>
                <span className={styles.swatch} style={{ background: colour.hex }} aria-hidden="true" />
                {colour.name} <span className={styles.code}>code {colour.code}</span>
              </h2>
              <p>
                <strong>{studs(step.studs)}</strong> on this plate.{' '}
                <span data-testid="colour-left">
                  {studs(left.get(colour.index) ?? 0)} of {colour.name} left for the whole Brix.
                </span>
              </p>
            </>
          ) : (
            <>
              <h2 className={styles.stepName}>Row {(step.row ?? 0) + 1}</h2>
              <p>
                <strong>{studs(step.studs)}</strong>:{' '}
                {rowColours
                  .map(([index, n]) => `${n} ${colours.get(index)?.name ?? ''} (${colours.get(index)?.code ?? ''})`)
                  .join(', ')}
                .
              </p>
            </>
          )}
        </div>
      ) : (
        <div aria-live="polite" data-testid="build-step">
          <h2 className={styles.stepName}>Plate {plate + 1} is done.</h2>
          <p>Every stud of this plate is in place.</p>
        </div>
      )}
      <div className={styles.stepButtons}>
        <button type="button" className={`btn ${styles.bigButton}`} onClick={onBack} disabled={current === 0}>
          ← Back
        </button>
        {step ? (
          <button type="button" className={`btn btn-primary ${styles.bigButton}`} onClick={onNext}>
            Done, next →
          </button>
        ) : onNextPlate ? (
          <button type="button" className={`btn btn-primary ${styles.bigButton}`} onClick={onNextPlate}>
            Next plate →
          </button>
        ) : null}
      </div>
      <p className={`muted ${styles.keys}`}>Space or → marks the step done, ← goes back. On a touch screen, swipe.</p>
    </section>
  );
}
