import { useShallow } from 'zustand/react/shallow';
import { useEditor } from '../../editor';

/** The sliders' actions: Reset puts them back to neutral, Auto-adjust lets the editor choose them. */
export function AutoAdjust() {
  const { resetSliders, autoAdjust } = useEditor(
    useShallow((s) => ({ resetSliders: s.resetSliders, autoAdjust: s.autoAdjust })),
  );
  return (
    <div className="cluster">
      <button type="button" className="btn-link" onClick={resetSliders}>
        Reset
      </button>
      <button type="button" className="btn btn-sm" onClick={() => void autoAdjust()}>
        Auto-adjust
      </button>
    </div>
  );
}
