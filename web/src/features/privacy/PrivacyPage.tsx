import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { SUPPORT_EMAIL } from '@brixilated/shop';
import '../../styles/info.css';

export const PRIVACY_EFFECTIVE_DATE = 'December 01, 2020';

export default function PrivacyPage() {
  usePageTitle('Privacy Policy');
  return (
    <article className="page page-info legal">
      <h1 className="page-title">Privacy Policy</h1>
      <p className="muted">Effective {PRIVACY_EFFECTIVE_DATE}</p>
      <p>
        Brixilated LLC is a company in Chicago, Illinois. This policy explains what we collect when you use
        brixilated.example, why, and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account details you give us: first and last name, email address, phone number, and a password (stored only as
          a secure hash).
        </li>
        <li>
          Shipping addresses and your orders, including the pictures you upload and the mosaics and blueprints made from
          them.
        </li>
        <li>Messages you send through the contact form.</li>
        <li>Which pages are viewed on the site, to improve it. We do not use advertising trackers.</li>
      </ul>
      <h2>Payments</h2>
      <p>Card details go straight to our payment provider; we never see or store your full card number.</p>
      <h2>Cookies and storage</h2>
      <p>
        One cookie keeps you logged in; it cannot be read by scripts on the page. Your browser also keeps a visitor's
        cart and the panel you last opened on the home page, so they are there when you come back.
      </p>
      <h2>How we use it</h2>
      <p>
        To make and ship your order, send order confirmation and tracking emails, answer your questions, and keep the
        shop secure. We share data only with the services that do this for us (payment, shipping, email) and when the
        law requires it. We never sell it.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Order records are kept as long as tax law requires; you can ask us to delete your account and pictures at any
        time.
      </p>
      <h2>Your choices</h2>
      <p>
        You can see and edit your details on your <Link to="/account">account</Link> page, and ask for a copy or
        deletion of your data at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Residents of Illinois and
        other states have the rights their laws give them, and we honour them.
      </p>
      <h2>Children</h2>
      <p>The shop is not meant for children under 13, and we do not knowingly collect their data.</p>
      <h2>Changes</h2>
      <p>If we change this policy we will post the new version here with its effective date.</p>
    </article>
  );
}
