import { useCallback, useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { FileButton } from '../../../components/FileButton';
import { dropTarget, useDraggingFile, usePastedImage } from '../../../lib/fileDrop';
import { whenIdle } from '../../../lib/idle';
import { useAfterFirstTask } from '../../../lib/useAfterFirstTask';
import { UPLOAD_LIMIT_TEXT } from '../../../lib/uploadLimits';
import styles from '../Order.module.css';
import { selectedSize, useChoices } from '../choices';
import { isCropped, usePhoto } from '../photo';
import { confirmCrop } from '../flow';

/** A 2 x 2 picture for the cropper's warm-up. */
const WARM_UP_PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGM4UaHxH4QZYAwAVeQJnSX+ek8AAAAASUVORK5CYII=';
let cropperWarmed = false;
const noop = () => {};

/**
 * The cropper's first mount and first measuring in a page (its code run for the first time, its styles
 * applied, its picture loaded) cost the first photo tens of milliseconds between the worker's answer and
 * the cropper shown. CropperWarmUp pays that ahead of need: once a page, in idle time while the customer
 * picks shape and size, it mounts a small cropper, hidden and inert, until it has measured its picture, and
 * takes it away in the next frame.
 */
export function CropperWarmUp() {
  const [stage, setStage] = useState<'waiting' | 'mounted' | 'measured'>('waiting');
  useEffect(() => {
    if (cropperWarmed) return;
    if (stage === 'waiting') return whenIdle(() => setStage('mounted'));
    if (stage === 'measured') {
      const id = requestAnimationFrame(() => {
        cropperWarmed = true;
        setStage('waiting');
      });
      return () => cancelAnimationFrame(id);
    }
  }, [stage]);
  if (cropperWarmed || stage === 'waiting') return null;
  return (
    <div
      aria-hidden="true"
      inert
      style={{ position: 'fixed', left: 0, top: 0, width: 64, height: 64, visibility: 'hidden', pointerEvents: 'none' }}
    >
      <Cropper
        image={WARM_UP_PICTURE}
        crop={{ x: 0, y: 0 }}
        zoom={1}
        aspect={1}
        onCropChange={noop}
        onMediaLoaded={() => setStage('measured')}
      />
    </div>
  );
}

/** The crop cannot be skipped: the only ways out are confirming it or choosing no photo at all. */
function CropDialog({ aspect }: { aspect: number }) {
  const sourceUrl = usePhoto((s) => s.photo.sourceUrl);
  const sourceInfo = usePhoto((s) => s.photo.sourceInfo);
  const cancelCrop = usePhoto((s) => s.cancelCrop);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const area = useRef<Area | null>(null);
  // A press of Crop before the cropper has measured its picture (it has no crop area yet) is kept and carried
  // out as soon as the area is known: a press is never lost.
  const cropPressed = useRef(false);
  // The cropper shows a smaller picture of the photo: its area, in percent, is taken to the photo's pixels.
  const onCropComplete = useCallback(
    (percent: Area) => {
      if (!sourceInfo) return;
      const { width, height } = sourceInfo;
      area.current = {
        x: (percent.x / 100) * width,
        y: (percent.y / 100) * height,
        width: (percent.width / 100) * width,
        height: (percent.height / 100) * height,
      };
      if (cropPressed.current) {
        cropPressed.current = false;
        void confirmCrop(area.current);
      }
    },
    [sourceInfo],
  );
  const pressCrop = () => {
    if (area.current) void confirmCrop(area.current);
    else cropPressed.current = true;
  };
  // The dialog shows first; the cropper (its picture and its first measuring) in the task after.
  const mounted = useAfterFirstTask();
  if (!sourceUrl) return null;
  return (
    <div className={styles.cropBackdrop} role="dialog" aria-modal="true" aria-labelledby="crop-title">
      <div className={styles.cropDialog}>
        <h2 id="crop-title" className="panel-title">
          Crop your picture
        </h2>
        <div className={styles.cropArea} data-testid="cropper">
          {mounted && (
            <Cropper
              image={sourceUrl}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={1}
              maxZoom={5}
              restrictPosition
              mediaProps={{ decoding: 'async' }}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          )}
        </div>
        <label className={styles.zoomRow}>
          <span>Zoom</span>
          <input
            type="range"
            min={1}
            max={5}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            aria-label="Zoom"
          />
        </label>
        <div className={styles.dialogButtons}>
          <button type="button" className="btn" onClick={cancelCrop}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={pressCrop}>
            Crop
          </button>
        </div>
      </div>
    </div>
  );
}

const PHOTO_INPUT_ID = 'photo-input';

export function UploadStep() {
  const { photo, recrop, choosePhoto } = usePhoto();
  const size = useChoices(selectedSize);
  const aspect = size ? size.sizeData.plates.wide / size.sizeData.plates.high : 1;
  const uploaded = photo.stage === 'ready';
  const cropped = isCropped(photo.stage);

  // After a size change the same photo only needs a new crop: the cropper opens by itself.
  useEffect(() => {
    if (photo.recrop && photo.stage === 'empty') void recrop();
  }, [photo.recrop, photo.stage, recrop]);
  // The upload goes on in the background: a new photo may be chosen meanwhile (the old upload stops).
  const busy = photo.stage === 'reading' || photo.stage === 'processing';
  const preparing = busy || photo.previewing;
  // Besides the Upload button: a photo dropped on the box, or pasted, and a click on the box.
  const takesPhoto = !busy && photo.stage !== 'cropping';
  const take = useCallback((file: File) => void choosePhoto(file), [choosePhoto]);
  const dragging = useDraggingFile();
  usePastedImage(take, takesPhoto);

  return (
    <div className="stack">
      <h1 className={styles.title}>{uploaded ? 'Nice Choice' : 'Upload Your Picture'}</h1>
      <div className={styles.uploadLayout}>
        <label
          htmlFor={PHOTO_INPUT_ID}
          className={`${styles.uploadPreview}${dragging && takesPhoto ? ` ${styles.dropReady}` : ''}`}
          style={{ aspectRatio: String(aspect) }}
          data-testid="photo-drop"
          {...dropTarget(take, takesPhoto)}
        >
          {dragging && takesPhoto ? (
            <span className={styles.dropText}>Drop your photo here</span>
          ) : photo.croppedUrl ? (
            <img src={photo.croppedUrl} alt="Your cropped picture" />
          ) : (
            <span className="muted">
              {preparing ? 'Preparing your picture...' : 'Drop a photo here, paste one, or click to choose'}
            </span>
          )}
        </label>
        <div className="stack">
          {photo.stage === 'uploading' && (
            <div className="stack-sm">
              <progress className={styles.progress} max={1} value={photo.progress} aria-label="Upload progress" />
              <span className="small muted">Uploading... {Math.round(photo.progress * 100)}%</span>
            </div>
          )}
          {photo.stage === 'processing' && <span className="small muted">Preparing your picture...</span>}
          {photo.error && (
            <p className={styles.uploadError} role="alert">
              {photo.error}
            </p>
          )}
          <ul className={styles.tips}>
            <li>Choose a well-lit photo without heavy shadows.</li>
            <li>Crop as close as possible to what matters most.</li>
            <li>Complex detail may not work well.</li>
          </ul>
          <p className={styles.note}>Keep images under {UPLOAD_LIMIT_TEXT.bytes} and expect a slight extra crop.</p>
          <div>
            <FileButton
              className="btn btn-accent"
              accept="image/jpeg,image/png,image/webp"
              inputLabel="Choose a photo"
              testId="photo-input"
              inputId={PHOTO_INPUT_ID}
              disabled={busy}
              onFile={(file) => void choosePhoto(file)}
            >
              {cropped ? 'Re-upload' : 'Upload'}
            </FileButton>
          </div>
        </div>
      </div>
      {photo.stage === 'cropping' && <CropDialog aspect={aspect} />}
    </div>
  );
}
