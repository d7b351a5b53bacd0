import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@brixilated/shop';
import { FOOTER_GROUPS } from './nav';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <p className="footer-name">Brixilated</p>
          <p className="footer-tag">Your photo, rebuilt brick by brick. Packaged and shipped from Chicago, Illinois.</p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className="footer-group">
            <h2 className="footer-title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="footer-legal">
        © {new Date().getFullYear()} Brixilated LLC, Chicago, Illinois. Brixilated is not affiliated with any toy brick
        maker.
      </p>
    </footer>
  );
}
