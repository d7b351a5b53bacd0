import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { SUPPORT_EMAIL } from '@brixilated/shop';

/** Shown when a screen fails to load or crashes (for example a chunk that could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="page page-narrow">
      <h1 className="page-title">Something went wrong</h1>
      <p className="page-lead">
        This page could not be shown{detail ? ` (${detail})` : ''}. Check your connection and reload the page.
      </p>
      <div className="cluster">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn" reloadDocument>
          Home
        </Link>
      </div>
      <p>
        If it keeps happening, write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </main>
  );
}
