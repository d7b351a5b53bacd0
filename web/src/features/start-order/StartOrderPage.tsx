import { Link } from 'react-router';
import { useIsDesktop } from '../../lib/media';
import { usePageTitle } from '../../lib/usePageTitle';
import { DesktopOnlyNotice } from '../../components/DesktopOnlyNotice';
import './start-order.css';
import { UPLOAD_LIMIT_TEXT } from '../../lib/uploadLimits';

export default function StartOrderPage() {
  usePageTitle('Get Started');
  const desktop = useIsDesktop();
  return (
    <div className="page start-order">
      <h1 className="page-title">Get Started</h1>
      <p className="page-lead">Five short steps and your photo is a Brix. It takes about five minutes.</p>
      <ol className="start-order-steps">
        {[
          ['Shape', 'Landscape, Portrait or Square.'],
          ['Size', 'Small, Medium, Large or Custom, with a preview in a sample room.'],
          ['Upload', 'Your photo, cropped to the size you picked.'],
          ['Edit', 'Tune brightness, contrast and saturation, or paint single studs.'],
          ['Review', 'See your Brix on the wall, then add it to your cart.'],
        ].map(([name, text]) => (
          <li key={name}>
            <strong>{name}</strong>
            <span>{text}</span>
          </li>
        ))}
      </ol>
      {!desktop && <DesktopOnlyNotice />}
      <div className="cluster">
        <Link to="/order" className="btn btn-primary btn-lg">
          Start Here
        </Link>
        <Link to="/gallery" className="btn btn-lg">
          See the gallery first
        </Link>
      </div>
      <p className="small muted">
        Tip: well-lit photos without heavy shadows work best. Keep images under {UPLOAD_LIMIT_TEXT.bytes}.
      </p>
      {/* On phones and tablets the notice above already says so. */}
      {desktop && (
        <p className="small muted">
          The picture-making tool needs a desktop browser (Chrome recommended); it does not work on phones and tablets.
        </p>
      )}
    </div>
  );
}
