import styles from '../Order.module.css';
import { SHAPES } from '../shapes';
import { useChoices } from '../choices';
import { chooseShape } from '../flow';

export function ShapeStep() {
  const shape = useChoices((s) => s.shape);
  return (
    <div className="stack">
      <h1 className={styles.title}>Choose your shape</h1>
      <div className={styles.options} role="radiogroup" aria-label="Shape">
        {SHAPES.map((o) => (
          <button
            key={o.shape}
            type="button"
            role="radio"
            aria-checked={shape === o.shape}
            className={`${styles.option} ${shape === o.shape ? styles.selected : ''}`}
            onClick={() => chooseShape(o.shape)}
          >
            <span className={styles.exampleFrame}>
              <span
                className={styles.exampleBox}
                style={{
                  aspectRatio: `${o.example.wide} / ${o.example.high}`,
                  [o.example.wide >= o.example.high ? 'width' : 'height']: '100%',
                }}
                aria-hidden="true"
              />
            </span>
            <span className={styles.optionName}>{o.shape}</span>
            <span className={styles.optionText}>{o.description}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
