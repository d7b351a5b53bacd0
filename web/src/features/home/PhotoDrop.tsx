// The home page's way in for a customer who already has the photo: drop it (or choose it) here and the wizard
// opens at Upload with the shape and size that crop least of it. The wizard's code loads only when a photo comes.
import { FileButton } from '../../components/FileButton';
import { PhotoStartStatus, usePhotoStart as usePhotoStartWith, type PhotoStart } from '../../components/PhotoStart';
import { useDraggingFile } from '../../lib/fileDrop';
import { UPLOAD_LIMIT_TEXT } from '../../lib/uploadLimits';

/** Starts a Brix from a dropped or chosen photo at the size that crops least of it. */
export const usePhotoStart = () =>
  usePhotoStartWith(async (file, replace) => (await import('../order')).startWithPhoto(file, { replace }));

export function PhotoDrop({ photoStart }: { photoStart: PhotoStart }) {
  const dragging = useDraggingFile();
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
        disabled={photoStart.state.step === 'opening'}
        onFile={(file) => void photoStart.start(file)}
      >
        Or choose a photo
      </FileButton>
      <PhotoStartStatus photoStart={photoStart} />
    </div>
  );
}
