// The home page's way in for a customer who already has the photo: drop it (or choose it) here and the wizard
// opens at Upload with the shape and size that crop least of it. The wizard's code loads only when a photo comes.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FileButton } from '../../components/FileButton';
import { useDraggingFile } from '../../lib/fileDrop';
import { UPLOAD_LIMIT_TEXT } from '../../lib/uploadLimits';

type State =
  { step: 'idle' } | { step: 'opening' } | { step: 'unsaved'; file: File } | { step: 'error'; message: string };

/** Starts a Brix from a dropped or chosen photo, and what the customer is told meanwhile. */
export function usePhotoStart() {
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ step: 'idle' });
  async function start(file: File, replace = false) {
    setState({ step: 'opening' });
    try {
      const { startWithPhoto } = await import('../order');
      const answer = await startWithPhoto(file, { replace });
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

export function PhotoDrop({ photoStart }: { photoStart: ReturnType<typeof usePhotoStart> }) {
  const dragging = useDraggingFile();
  const { state, start, reset } = photoStart;
  return (
    <div className={`home-drop${dragging ? ' is-dragging' : ''}`} data-testid="home-drop">
      <p className="home-drop-title">{dragging ? 'Drop your photo here' : 'Drop a photo to start'}</p>
      <p className="small muted">
        We pick the size that crops least of it; you can change it. JPEG, PNG or WebP, under {UPLOAD_LIMIT_TEXT.bytes}.
      </p>
      <FileButton
        className="btn btn-sm"
        accept="image/jpeg,image/png,image/webp"
        inputLabel="Choose a photo to start"
        disabled={state.step === 'opening'}
        onFile={(file) => void start(file)}
      >
        Or choose a photo
      </FileButton>
      {state.step === 'opening' && (
        <p role="status" className="small">
          Opening your photo...
        </p>
      )}
      {state.step === 'error' && (
        <p role="alert" className="error-text small">
          {state.message}
        </p>
      )}
      {state.step === 'unsaved' && (
        <div className="notice notice-warning" role="alert">
          <p>
            Start a new Brix with this photo? The design you are working on has changes that are not saved, and it would
            be replaced.
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
      )}
    </div>
  );
}
