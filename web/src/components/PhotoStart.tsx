// Starting a Brix from a photo chosen outside the wizard (dropped on the home page, chosen beside a gallery
// piece): the wizard's code loads only then, and work not saved in the wizard is replaced only when the
// customer says so. The feature hands in how to open the wizard with the photo.
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** What opening the wizard with a photo answered (the order feature's PhotoStart). */
export type PhotoStartAnswer = { status: 'started' } | { status: 'unsaved' } | { status: 'refused'; message: string };

/** Opens the wizard with `file`; `replace` once the customer agreed to replace work not saved. */
export type OpenWithPhoto = (file: File, replace: boolean) => Promise<PhotoStartAnswer>;

type State =
  { step: 'idle' } | { step: 'opening' } | { step: 'unsaved'; file: File } | { step: 'error'; message: string };

/** Starts a Brix from a photo with `open`, and what the customer is told meanwhile. */
export function usePhotoStart(open: OpenWithPhoto) {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'idle' });
  async function start(file: File, replace = false) {
    setState({ step: 'opening' });
    try {
      const answer = await open(file, replace);
      if (answer.status === 'started') navigate('/order');
      else if (answer.status === 'unsaved') setState({ step: 'unsaved', file });
      else setState({ step: 'error', message: answer.message });
    } catch {
      setState({
        step: 'error',
        message: 'The order tool could not be opened. Please check your connection and try again.',
      });
    }
  }
  return { state, start, reset: () => setState({ step: 'idle' }) };
}

export type PhotoStart = ReturnType<typeof usePhotoStart>;

/** What a photo start says: opening, why the photo was refused, or the question before work not saved is replaced. */
export function PhotoStartStatus({ photoStart }: { photoStart: PhotoStart }) {
  const { state, start, reset } = photoStart;
  if (state.step === 'opening')
    return (
      <p role="status" className="small">
        Opening your photo...
      </p>
    );
  if (state.step === 'error')
    return (
      <p role="alert" className="error-text small">
        {state.message}
      </p>
    );
  if (state.step !== 'unsaved') return null;
  return (
    <div className="notice notice-warning" role="alert">
      <p>
        Start a new Brix with this photo? The design you are working on has changes that are not saved, and it would be
        replaced.
      </p>
      <div className="cluster">
        <button type="button" className="btn btn-sm btn-primary" onClick={() => void start(state.file, true)}>
          Start a new Brix
        </button>
        <button type="button" className="btn btn-sm" onClick={reset}>
          Keep my design
        </button>
      </div>
    </div>
  );
}
