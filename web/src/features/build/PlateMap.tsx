// The guide's first view: every plate where it sits in the picture, how far each is, and a way to each.
import type { BuildMark } from '@brixilated/shop';
import { plateProgress, type Guide } from './guideModel';
import styles from './build.module.css';

export function PlateMap({
  guide,
  marks,
  onOpen,
}: {
  guide: Guide;
  marks: readonly BuildMark[];
  onOpen: (plate: number) => void;
}) {
  const { platesWide } = guide.answer;
  return (
    <div className="stack">
      <p>
        Build one plate at a time, in any order. The blueprint's pages are numbered the same way; each page's QR code
        opens its plate here.
      </p>
      <ol className={styles.plateMap} style={{ gridTemplateColumns: `repeat(${platesWide}, minmax(0, 1fr))` }}>
        {guide.plates.map((plate) => {
          const share = plateProgress(plate, marks);
          const percent = Math.floor(share * 100);
          const state = share >= 1 ? 'done' : share > 0 ? `${percent}% built` : 'not started';
          return (
            <li key={plate.index}>
              <button
                type="button"
                className={share >= 1 ? `${styles.plateTile} ${styles.plateDone}` : styles.plateTile}
                onClick={() => onOpen(plate.index)}
              >
                <span className={styles.plateNumber}>
                  Plate {plate.index + 1}
                  <span className="visually-hidden">: </span>
                </span>
                <span className={styles.plateState}>{share >= 1 ? '✓ done' : state}</span>
                <span className={styles.plateBar} aria-hidden="true">
                  <span style={{ width: `${percent}%` }} />
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
