import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { CUSTOMER_CANCEL_HOURS, DELIVERY_PROMISE_TEXT, SUPPORT_EMAIL } from '@brixilated/shop';
import '../../styles/info.css';

export default function TermsPage() {
  usePageTitle('Terms and Conditions');
  return (
    <article className="page page-info legal">
      <h1 className="page-title">Terms and Conditions</h1>
      <p className="muted">Effective December 01, 2020</p>
      <p>
        These terms govern your use of the Brixilated website and your purchases from Brixilated LLC, Chicago, Illinois
        ("Brixilated", "we", "us"). By using the site or placing an order you agree to them.
      </p>
      <h2>1. Your pictures</h2>
      <p>
        You may only upload photos that you own or have permission to use. You keep all rights to your photos; you give
        us a licence to store and process them to make, show you and ship your Brix and its blueprint. We do not use
        your photos for anything else. We may refuse orders for pictures that are unlawful or infringe someone else's
        rights.
      </p>
      <h2>2. Orders and prices</h2>
      <p>
        Prices are in US dollars and exclude shipping, which you choose at checkout. Sales tax is added where the law
        requires it. An order is accepted when payment succeeds and we email a confirmation with your order number.
        Colours on screen may differ slightly from the bricks.
      </p>
      <h2>3. Cancellations and returns</h2>
      <p>
        Each Brix is made to order. You may cancel an order within {CUSTOMER_CANCEL_HOURS} hours of placing it, while
        nothing of it has shipped, with Cancel this order on the order's page in your account, or by writing to{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We accept returns only for defects, such as missing or
        damaged parts; tell us within 30 days of delivery and we will replace the parts or refund the item.
      </p>
      <h2>4. Delivery</h2>
      <p>
        Orders are packaged in and shipped from Chicago, Illinois, and delivered {DELIVERY_PROMISE_TEXT} with Ground
        Shipping. Risk passes to you on delivery.
      </p>
      <h2>5. Safety</h2>
      <p>The kits contain small parts and are not suitable for children under 3 years.</p>
      <h2>6. Liability</h2>
      <p>
        To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in
        these terms limits rights you have as a consumer that cannot be limited.
      </p>
      <h2>7. Governing law</h2>
      <p>
        These terms are governed by the laws of the State of Illinois, and disputes go to the courts of Cook County,
        Illinois.
      </p>
      <h2>8. Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or our{' '}
        <Link to="/contact">contact form</Link>. See also our <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </article>
  );
}
