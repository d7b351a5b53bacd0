import { Link } from 'react-router';
import { DELIVERY_PROMISE_TEXT, formatCents, FROM_PRICE_CENTS } from '@brixilated/shop';
import { usePageTitle } from '../../lib/usePageTitle';
import { BeforeAfter } from '../../components/BeforeAfter';
import { Carousel } from '../../components/Carousel';
import { FadeRotator } from '../../components/FadeRotator';
import { Slideshow } from '../../components/Slideshow';
import { GALLERY, galleryPiecePath, mosaicUrl, photoUrl } from '../gallery';
import { useIsDesktop } from '../../lib/media';
import { dropTarget } from '../../lib/fileDrop';
import './home.css';
import { PhotoDrop, usePhotoStart } from './PhotoDrop';

/** The home page's image slider moves every 15000 ms. */
export const HOME_SLIDER_INTERVAL_MS = 15_000;

const byId = (id: string) => GALLERY.find((g) => g.id === id)!;

const SLIDES = [
  {
    id: 'evening-glow',
    heading: 'Your photo, rebuilt brick by brick',
    text: 'Upload a picture and we turn it into a brick mosaic kit you build yourself.',
  },
  {
    id: 'colorful-cups',
    heading: 'Forty brick colours, picked stud by stud',
    text: 'Every stud gets the closest of our 40 colours, so your Brix looks like your photo.',
  },
  {
    id: 'kite',
    heading: 'Square, portrait or landscape',
    text: 'From 10 inches to 80 inches a side, to fit the wall you have in mind.',
  },
  {
    id: 'astronaut',
    heading: 'A blueprint for every plate',
    text: 'Each kit comes with a coded blueprint, so building is relaxing, not puzzling.',
  },
];

const KIT = ['Base plates', 'Connectors', 'A brick tool', 'Every brick you need', 'A coded blueprint'];

export default function HomePage() {
  usePageTitle();
  // The order tool is desktop-only: so is starting it with a dropped photo.
  const desktop = useIsDesktop();
  const photoStart = usePhotoStart();
  const takesPhotos = desktop && photoStart.state.step !== 'opening';
  return (
    <div className="home" {...dropTarget((file) => void photoStart.start(file), takesPhotos)}>
      <Slideshow
        label="Brixilated pictures"
        interval={HOME_SLIDER_INTERVAL_MS}
        slides={SLIDES.map((slide) => {
          const item = byId(slide.id);
          return {
            key: slide.id,
            name: slide.heading,
            content: (
              <div className="home-slide">
                <img src={mosaicUrl(item)} alt={`${item.title} as a brick mosaic`} className="home-slide-img" />
                <div className="home-slide-text">
                  <p className="home-slide-heading">{slide.heading}</p>
                  <p>{slide.text}</p>
                  <Link to="/order" className="btn btn-accent btn-lg">
                    Get Started
                  </Link>
                </div>
              </div>
            ),
          };
        })}
      />

      <div className="page stack-lg">
        <section className="home-intro">
          <h1 className="page-title">Turn your photo into a brick mosaic</h1>
          <p className="page-lead">
            A Brix is your picture made of bricks: we pixelate it into our brick colours, you tune it, and we ship you
            the kit and the blueprint. Packed in Chicago, Illinois, and at your door {DELIVERY_PROMISE_TEXT} with Ground
            Shipping.
          </p>
          <p className="home-price" data-testid="home-price">
            From <strong>{formatCents(FROM_PRICE_CENTS)}</strong>, every brick and the blueprint included.{' '}
            <Link to="/pricing">See every size</Link>
          </p>
          <div className="cluster">
            <Link to="/order" className="btn btn-primary btn-lg">
              Get Started
            </Link>
            <Link to="/how-to-brix" className="btn btn-lg">
              How to Brix
            </Link>
          </div>
          {desktop && <PhotoDrop photoStart={photoStart} />}
        </section>

        <section aria-labelledby="home-compare-title">
          <h2 id="home-compare-title">Before and after</h2>
          <p className="muted">Drag the slider to compare the photo with its Brixilation.</p>
          <div className="home-compare">
            {(['cat', 'astronaut', 'rocket'] as const).map((id) => {
              const item = byId(id);
              return (
                <BeforeAfter
                  key={id}
                  before={photoUrl(item)}
                  after={mosaicUrl(item)}
                  shape={item.shape}
                  subject={item.title}
                />
              );
            })}
          </div>
        </section>

        <section className="home-steps" aria-labelledby="home-steps-title">
          <h2 id="home-steps-title">Four steps to your Brix</h2>
          <ol className="step-cards steps">
            <li>
              <strong>Pick a shape and size.</strong> Square, portrait or landscape, small to large or custom.
            </li>
            <li>
              <strong>Upload your photo.</strong> Crop it to your size; we pixelate it into brick colours.
            </li>
            <li>
              <strong>Touch it up.</strong> Brightness, contrast, saturation, or paint single studs.
            </li>
            <li>
              <strong>Build it.</strong> Your kit arrives with a blueprint for every plate.
            </li>
          </ol>
          <Link to="/how-to-brix">Watch how a Brix comes together</Link>
        </section>

        <section className="home-kit grid-2" aria-labelledby="home-kit-title">
          <div>
            <h2 id="home-kit-title">What's in the box</h2>
            <ul className="kit-list">
              {KIT.map((part) => (
                <li key={part}>{part}</li>
              ))}
            </ul>
            <p className="muted">
              Shipping is excluded from the listed prices. See <Link to="/pricing">Pricing</Link> for every size.
            </p>
          </div>
          <FadeRotator
            className="home-rotator"
            images={['fallen-leaf', 'bythe-water', 'summer-night', 'cold-ripple'].map((id) => ({
              src: mosaicUrl(byId(id)),
              alt: `${byId(id).title} as a brick mosaic`,
            }))}
          />
        </section>

        <section aria-labelledby="home-gallery-title">
          <h2 id="home-gallery-title">From the gallery</h2>
          <Carousel
            label="Gallery pictures"
            items={GALLERY.slice(0, 6).map((item) => (
              <Link to={galleryPiecePath(item)} className="carousel-card">
                <img src={mosaicUrl(item)} alt={item.title} loading="lazy" />
                <span>{item.title}</span>
              </Link>
            ))}
          />
        </section>
      </div>
    </div>
  );
}
