import { BLENDINGS, BLENDING_HINTS, BLENDING_NAMES } from '@brixilated/shop';
import { PillChoice } from '../../../components/PillChoice';
import { useEditor } from '../../editor';

const BLENDING_OPTIONS = BLENDINGS.map((id) => ({ id, name: BLENDING_NAMES[id] }));

/** Colour blending: the core's error diffusion, chosen by the shopper and reprocessed like a slider. */
export function BlendingChoice() {
  const blending = useEditor((s) => s.blending);
  const setBlending = useEditor((s) => s.setBlending);
  return (
    <div className="stack-sm">
      <PillChoice legend="Colour blending" options={BLENDING_OPTIONS} value={blending} onChange={setBlending} small />
      <ul className="small muted">
        {BLENDINGS.map((id) => (
          <li key={id}>
            <strong>{BLENDING_NAMES[id]}</strong>: {BLENDING_HINTS[id]}
          </li>
        ))}
      </ul>
    </div>
  );
}
