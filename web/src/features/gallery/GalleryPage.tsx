import { platesToInches, platesToStuds, STANDARD_SIZES } from '@brixilated/shop';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { useIsDesktop } from '../../lib/media';
import { BeforeAfter } from '../../components/BeforeAfter';
import { FileButton } from '../../components/FileButton';
import { PhotoStartStatus, usePhotoStart } from '../../components/PhotoStart';
import { ImagePicker } from '../../components/ImagePicker';
import { RoomPicker, RoomPreview } from '../../components/rooms';
import { GALLERY, mosaicUrl, photoUrl, SHAPE_NAMES, type GalleryItem } from './items';
import './gallery.css';

/** "Make one from my photo": the customer's photo opens in the wizard at the piece's size. */
function MakeOneFromPhoto({ item }: { item: GalleryItem }) {
  const standard = STANDARD_SIZES.find((s) => s.code === item.sizeCode);
  const photoStart = usePhotoStart(async (file, replace) =>
    (await import('../order')).startWithPhoto(file, { replace, size: standard }),
  );
  return (
    <div className="stack gallery-make">
      <FileButton
        className="btn btn-accent"
        accept="image/jpeg,image/png,image/webp"
        inputLabel={`Choose a photo to make a Brix like ${item.title}`}
        disabled={photoStart.state.step === 'opening'}
        onFile={(file) => void photoStart.start(file)}
      >
        Make one from my photo
      </FileButton>
      <PhotoStartStatus photoStart={photoStart} />
    </div>
  );
}

/** The four room backdrops of the gallery (Bedroom, Reading Room, Dining Room, Living Room). */
const GALLERY_ROOMS = ['bedroom', 'reading-room', 'dining-room', 'living-room'];

export default function GalleryPage() {
  usePageTitle('Gallery');
  // The piece shown is the address's (?piece=id), so a link opens the gallery at that piece.
  const [params, setParams] = useSearchParams();
  const selected = Math.max(
    0,
    GALLERY.findIndex((g) => g.id === params.get('piece')),
  );
  const setSelected = (index: number) => setParams({ piece: GALLERY[index].id }, { replace: true });
  const [room, setRoom] = useState(GALLERY_ROOMS[0]);
  const item = GALLERY[selected];
  const desktop = useIsDesktop();

  return (
    <div className="page gallery">
      <h1 className="page-title">Gallery</h1>
      <p className="page-lead">
        Thirteen photos, Brixilated. Pick one and see it on the wall of a room, at its real size.
      </p>

      {/* Small screens: one picture at a time with previous/next. */}
      <div className="gallery-mobile">
        <ImagePicker label="Gallery pictures" count={GALLERY.length} index={selected} onChange={setSelected}>
          <GalleryCard item={item} selected compact />
        </ImagePicker>
      </div>

      <div className="gallery-feature">
        <div className="stack">
          <RoomPreview roomId={room} sizeCode={item.sizeCode} plates={item.plates} imageUrl={mosaicUrl(item)} />
          <RoomPicker legend="Room" value={room} onChange={setRoom} roomIds={GALLERY_ROOMS} />
        </div>
        <div className="stack gallery-detail">
          <h2 className="gallery-detail-title">{item.title}</h2>
          <p className="gallery-meta">
            <span className="badge" title={SHAPE_NAMES[item.shape]}>
              {item.shape}
            </span>{' '}
            {SHAPE_NAMES[item.shape]}, {item.plates.wide} x {item.plates.high} plates (
            {platesToInches(item.plates.wide)} x {platesToInches(item.plates.high)} in)
          </p>
          <BeforeAfter
            key={item.id}
            before={photoUrl(item)}
            after={mosaicUrl(item)}
            shape={item.shape}
            subject={item.title}
            className="gallery-compare"
          />
          <p className="small muted">
            Source: {item.source} ({item.license})
          </p>
          {desktop && <MakeOneFromPhoto key={`make-${item.id}`} item={item} />}
        </div>
      </div>

      <ul className="gallery-grid" aria-label="Gallery pictures">
        {GALLERY.map((entry, i) => (
          <li key={entry.id}>
            <button
              type="button"
              className="gallery-card-button"
              aria-pressed={i === selected}
              onClick={() => setSelected(i)}
            >
              <GalleryCard item={entry} selected={i === selected} />
            </button>
          </li>
        ))}
      </ul>

      <section className="gallery-credits" aria-labelledby="gallery-credits-title">
        <h2 id="gallery-credits-title" className="h4">
          Photo credits
        </h2>
        <p className="small muted">
          Every picture here was made by our mosaic engine from these photos, used with thanks under their licences. The
          KDE Plasma wallpapers are licensed LGPL-3.0; the scikit-image samples are public domain or CC0.
        </p>
        <ul className="small muted gallery-credit-list">
          {GALLERY.map((entry) => (
            <li key={entry.id}>
              {entry.title}: {entry.source} ({entry.license})
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function GalleryCard({ item, selected, compact = false }: { item: GalleryItem; selected: boolean; compact?: boolean }) {
  return (
    <figure
      className={`gallery-card shape-${item.shape}${selected ? ' is-selected' : ''}${compact ? ' is-compact' : ''}`}
      data-shape={item.shape}
    >
      <img
        src={mosaicUrl(item)}
        alt={`${item.title}, a ${SHAPE_NAMES[item.shape].toLowerCase()} Brix`}
        loading="lazy"
        width={platesToStuds(item.plates.wide)}
        height={platesToStuds(item.plates.high)}
      />
      <figcaption>
        <span className="gallery-card-title">{item.title}</span>
        <span className="gallery-card-meta">
          <span className="badge">{item.shape}</span>
          <span className="gallery-card-source">{item.source}</span>
        </span>
      </figcaption>
    </figure>
  );
}
