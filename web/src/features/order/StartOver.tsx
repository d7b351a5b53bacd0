// Start Over empties the wizard; when a photo is in it and the design is not saved, the customer is asked first.
import { useState } from 'react';
import * as flow from './flow';
import { hasUnsavedWork } from './keepWizard';
import { usePhoto } from './photo';
import styles from './Order.module.css';

export function StartOverButton({ disabled }: { disabled: boolean }) {
  const hasPhoto = usePhoto((s) => s.photo.stage !== 'empty');
  const [asking, setAsking] = useState(false);

  function startOver() {
    setAsking(false);
    flow.startOver();
  }

  if (asking) {
    return (
      <div className={`notice notice-warning ${styles.startOverAsk}`} role="alert">
        <span>Start over? Your design is not saved and will be lost.</span>
        <button type="button" className="btn btn-sm btn-primary" onClick={startOver}>
          Yes, start over
        </button>
        <button type="button" className="btn btn-sm" onClick={() => setAsking(false)}>
          Keep my design
        </button>
      </div>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-ghost"
      disabled={disabled}
      onClick={() => (hasPhoto && hasUnsavedWork() ? setAsking(true) : startOver())}
    >
      Start Over
    </button>
  );
}
