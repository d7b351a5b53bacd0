import { useEffect, useState } from 'react';
import { ROOMS, RoomPreview } from '../../../components/rooms';
import {
  INCHES_PER_PLATE,
  MAX_PLATES,
  MIN_PLATES,
  SIZE_NAMES,
  STUDS_PER_PLATE,
  cropKept,
  formatCents,
  kitFacts,
  platesToInches,
  proportionsText,
  type SizeRecord,
} from '@brixilated/shop';
import styles from '../Order.module.css';
import { dimensions, sizeKey, type Unit } from '../shapes';
import { selectedSize, useChoices } from '../choices';
import { chooseSize, setCustom } from '../flow';
import { usePhoto } from '../photo';
import { KitFactsLine } from '../../../components/KitFacts';
import { RetryNotice } from '../../../components/RetryNotice';

const PLATE_CHOICES = Array.from({ length: MAX_PLATES - MIN_PLATES + 1 }, (_, i) => MIN_PLATES + i);

function UnitToggle() {
  const unit = useChoices((s) => s.unit);
  const setUnit = useChoices((s) => s.setUnit);
  const choices: { unit: Unit; label: string }[] = [
    { unit: 'in', label: 'Inches' },
    { unit: 'cm', label: 'Centimetres' },
  ];
  return (
    <div className={styles.toggle} role="group" aria-label="Units">
      {choices.map((c) => (
        <button
          key={c.unit}
          type="button"
          aria-pressed={unit === c.unit}
          className={unit === c.unit ? styles.toggleOn : ''}
          onClick={() => setUnit(c.unit)}
        >
          {c.label}
        </button>
      ))}
    </div>
  );
}

/** A custom side in plates (MIN_PLATES to MAX_PLATES), each choice also given in inches. */
function PlateSelect({ label, value, onChange }: { label: string; value: number; onChange: (plates: number) => void }) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {PLATE_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n} ({platesToInches(n)} in)
          </option>
        ))}
      </select>
    </label>
  );
}

function CustomPicker() {
  const custom = useChoices((s) => s.custom);
  const shape = useChoices((s) => s.shape);
  const error = useChoices((s) => s.customError);
  const square = shape === 'Square';
  return (
    <div className={styles.custom}>
      <PlateSelect
        label="Width (plates)"
        value={custom.wide}
        onChange={(wide) => setCustom(wide, square ? wide : custom.high)}
      />
      <PlateSelect
        label="Height (plates)"
        value={custom.high}
        onChange={(high) => setCustom(square ? high : custom.wide, high)}
      />
      <p className="field-hint">
        One base plate is {INCHES_PER_PLATE} x {INCHES_PER_PLATE} inches ({STUDS_PER_PLATE} x {STUDS_PER_PLATE} studs);
        each side can be {MIN_PLATES} to {MAX_PLATES} plates.
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChosenPhoto {
  url: string;
  width: number;
  height: number;
}

/**
 * The photo chosen for this Brix, when there is one, read from the kept file: a crop is forgotten when the size
 * changes, the photo is not.
 */
function useChosenPhoto(): ChosenPhoto | null {
  const version = usePhoto((s) => s.photo.version);
  const stage = usePhoto((s) => s.photo.stage);
  const [file, setFile] = useState<Blob | null>(null);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  useEffect(() => setFile(usePhoto.getState().keptFile()), [version, stage]);
  useEffect(() => {
    setPhoto(null);
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    let live = true;
    img.onload = () => live && setPhoto({ url, width: img.naturalWidth, height: img.naturalHeight });
    img.src = url;
    return () => {
      live = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return photo;
}

/** The photo as a size would crop it (centred, as the cropper starts), and how much of it the crop keeps. */
function CropPreview({ photo, record }: { photo: ChosenPhoto; record: SizeRecord }) {
  const { wide, high } = record.sizeData.plates;
  const kept = Math.round(cropKept(photo.width, photo.height, wide, high) * 100);
  return (
    <span className={styles.sizeCrop} data-testid="size-crop">
      <img
        src={photo.url}
        alt=""
        className={styles.sizeCropPicture}
        style={{ aspectRatio: `${wide} / ${high}` }}
        data-proportions={proportionsText(wide, high)}
      />
      <span className="small">{kept === 100 ? 'Keeps all of your photo' : `Keeps ${kept}% of your photo`}</span>
    </span>
  );
}

export function SizeStep() {
  const choices = useChoices();
  const { shape, sizes, sizeName, unit, customRecord, sizesError } = choices;
  const chosen = selectedSize(choices);
  const photo = useChosenPhoto();
  if (!shape) return null;
  const key = sizeKey(shape, sizeName ?? 'Medium');
  const ratio = (record: SizeRecord) => proportionsText(record.sizeData.plates.wide, record.sizeData.plates.high);

  return (
    <div className="stack">
      <h1 className={styles.title}>Choose your size</h1>
      <div className={styles.sizeLayout}>
        <div className="stack">
          <UnitToggle />
          {sizesError && <RetryNotice message={sizesError} onRetry={choices.reloadSizes} inline />}
          <div className={styles.sizeList} role="radiogroup" aria-label="Size">
            {SIZE_NAMES.map((name) => {
              const record = name === 'Custom' ? customRecord : sizes.find((r) => r.sizeData.size === name);
              if (name !== 'Custom' && !record) return null;
              const selected = sizeName === name;
              return (
                <button
                  key={name}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className={`${styles.sizeOption} ${selected ? styles.selected : ''}`}
                  onClick={() => chooseSize(name)}
                >
                  <span className={styles.optionName}>
                    {name}
                    {record ? ` ${ratio(record)} - ${formatCents(record.sizeData.priceCents)}` : ''}
                  </span>
                  <span className={styles.optionText}>
                    {record ? dimensions(record, unit) : 'Choose your own width and height'}
                  </span>
                  {record && (
                    <KitFactsLine facts={kitFacts(record.sizeData.plates.wide, record.sizeData.plates.high)} />
                  )}
                  {record && photo && <CropPreview photo={photo} record={record} />}
                </button>
              );
            })}
          </div>
          {sizeName === 'Custom' && <CustomPicker />}
          <p className={styles.note}>The larger the size, the better the resolution of your Brix.</p>
        </div>
        <figure className={styles.roomFigure}>
          <RoomPreview roomId={ROOMS[0]?.id ?? ''} sizeCode={key} plates={chosen?.sizeData.plates} />
          <figcaption className="small muted">
            {chosen
              ? `${chosen.sizeData.size} ${ratio(chosen)}: ${dimensions(chosen, unit)}, shown to scale.`
              : 'Pick a size to see it on the wall.'}
          </figcaption>
        </figure>
      </div>
    </div>
  );
}
