import { Link } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';
import { SUPPORT_EMAIL } from '@brixilated/shop';

export default function NotFound() {
  usePageTitle('Page not found');
  return (
    <div className="page page-narrow not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="page-title">We couldn't find that page</h1>
      <p className="page-lead">The link may be old, or the address mistyped. These will get you back on track:</p>
      <ul className="not-found-links">
        <li>
          <Link to="/" className="btn btn-primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/login" className="btn">
            Log in to your account
          </Link>
        </li>
      </ul>
      <p>
        Still lost? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
