import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import './how-to.css';

export const HOW_TO_STEPS = [
  {
    title: 'Choose your shape and size',
    text: 'Square, portrait or landscape, from Small to Large or a custom size up to 8 plates a side.',
  },
  {
    title: 'Upload and touch up your photo',
    text: 'Crop it to your size, then adjust brightness, contrast and saturation or paint single studs.',
  },
  { title: 'Order your kit', text: 'Check your Brix on the wall of a sample room, add it to your cart and check out.' },
  {
    title: 'Build it, stud by stud',
    text: 'Follow the coded blueprint one base plate at a time, connect the plates, and hang it up.',
  },
];

export default function HowToPage() {
  usePageTitle('How to Brix');
  return (
    <div className="page how-to">
      <h1 className="page-title">How to Brix</h1>
      <p className="page-lead">From photo to finished picture in four steps. Watch a Brix come together:</p>
      <figure className="how-to-video">
        <video
          controls
          muted
          playsInline
          loop
          preload="metadata"
          poster="/media/how-to-brix-poster.jpg"
          aria-describedby="how-to-video-caption"
        >
          <source src="/media/how-to-brix.webm" type="video/webm" />
          <source src="/media/how-to-brix.mp4" type="video/mp4" />
          <track kind="captions" src="/media/how-to-brix.vtt" srcLang="en" label="English" default />
          Your browser cannot play this video.
        </video>
        <figcaption id="how-to-video-caption" className="small muted">
          A Brix being built stud by stud, plate by plate, from its blueprint (no sound).
        </figcaption>
      </figure>
      <ol className="step-cards how-to-steps">
        {HOW_TO_STEPS.map((step) => (
          <li key={step.title}>
            <div>
              <h2 className="how-to-step-title">{step.title}</h2>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/start-order" className="btn btn-accent btn-lg">
        Get Started
      </Link>
    </div>
  );
}
