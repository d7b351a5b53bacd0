import type { AutoAdjustReport } from '../../editor';
import { useShallow } from 'zustand/react/shallow';
import { useEditor } from '../../editor';

const oneDecimal = (n: number) => n.toFixed(1);
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** What Auto-adjust measured, before and after, in a shopper's words. */
function Measures({ report }: { report: AutoAdjustReport }) {
  const { before, after } = report;
  return (
    <ul className="small muted">
      <li>
        From across the room: colour difference to your photo {oneDecimal(before.likeness)}
        {report.change ? ` \u2192 ${oneDecimal(after.likeness)}` : ''}
      </li>
      <li>
        Up close: studs with no neighbour of their colour {percent(before.lone)}
        {report.change ? ` \u2192 ${percent(after.lone)}` : ''}
      </li>
      <li>
        Colour specks in grey areas {percent(before.specks)}
        {report.change ? ` \u2192 ${percent(after.specks)}` : ''}
      </li>
    </ul>
  );
}

/**
 * The sliders' actions: Reset puts them back to neutral; Auto-adjust changes them only when the picture gets
 * better both from afar and up close, says what it changed (or that nothing needed changing), and can be undone.
 */
export function AutoAdjust() {
  const { resetSliders, autoAdjust, adjusting, report, undo } = useEditor(
    useShallow((s) => ({
      resetSliders: s.resetSliders,
      autoAdjust: s.autoAdjust,
      adjusting: s.adjusting,
      report: s.autoAdjusted,
      undo: s.undoAutoAdjust,
    })),
  );
  return (
    <div className="stack-sm">
      <div className="cluster">
        <button type="button" className="btn-link" onClick={resetSliders}>
          Reset
        </button>
        <button type="button" className="btn btn-sm" disabled={adjusting} onClick={() => void autoAdjust()}>
          Auto-adjust
        </button>
      </div>
      <div role="status" aria-label="Auto-adjust">
        {adjusting ? <p className="small muted">Measuring your photo...</p> : null}
        {report ? (
          <div className="stack-sm">
            <p className="small">
              {report.change ? (
                <>
                  <strong>{report.change}</strong>: closer to your photo and cleaner up close.{' '}
                  <button type="button" className="btn-link" onClick={undo}>
                    Undo
                  </button>
                </>
              ) : (
                'This photo needs no adjustment: no slider change makes it both closer to your photo and cleaner.'
              )}
            </p>
            <Measures report={report} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
