import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { DELIVERY_PROMISE_TEXT, MAKING_BUSINESS_DAYS, SHIPPING_BUSINESS_DAYS, SUPPORT_EMAIL } from '@brixilated/shop';
import '../../styles/info.css';

/** The nine questions customers ask, with the shop's facts: replies within 24 hours, delivery within 10 business days,
 * cancellation within 48 hours, returns only for defects, shipped from Chicago, Illinois. */
export const FAQ = [
  {
    q: 'How do I choose a good picture?',
    a: (
      <>
        Pick a well-lit photo without heavy shadows, where the subject fills most of the frame. Crop as close to the
        subject as you can: very fine detail (small text, distant crowds) may not come through at brick resolution.
        Larger sizes have more studs and so show more detail.
      </>
    ),
  },
  {
    q: 'Does my Brix come preassembled?',
    a: (
      <>
        No. Building it is half the fun: your Brix arrives as a kit, and the blueprint takes you through it one base
        plate at a time.
      </>
    ),
  },
  {
    q: 'What comes in the kit?',
    a: (
      <>
        Base plates, connectors to join them, a brick tool, every brick your picture needs sorted by colour, and a coded
        blueprint.
      </>
    ),
  },
  {
    q: 'What is the blueprint?',
    a: (
      <>
        A printable PDF made from your picture: a cover with the plate map and a colour legend with piece counts, then
        one page per base plate with every stud marked by its colour code, row and column labels and guide lines. You
        can reprint it from your account at any time.
      </>
    ),
  },
  {
    q: 'Can I order a custom size?',
    a: (
      <>
        Yes. Choose Custom in the Size step and pick any width and height from 1 to 8 base plates (10 inches each) in
        the shape you chose. See <Link to="/pricing">Pricing</Link> for the standard sizes.
      </>
    ),
  },
  {
    q: 'What is your return policy?',
    a: (
      <>
        Every Brix is made to order, so we accept returns only for defects: if something is missing or damaged, write to
        us and we will make it right. You can cancel an order within 48 hours of placing it.
      </>
    ),
  },
  {
    q: 'How long does delivery take?',
    a: (
      <>
        Your Brix is delivered {DELIVERY_PROMISE_TEXT} of your order with Ground Shipping: {MAKING_BUSINESS_DAYS}{' '}
        business days to make your kit, then {SHIPPING_BUSINESS_DAYS[0].min}-{SHIPPING_BUSINESS_DAYS[0].max} on the way.
        Priority options get it to you faster, and checkout gives each option's delivery dates.
      </>
    ),
  },
  {
    q: 'Where do you ship from?',
    a: <>Every order is packaged in and shipped from Chicago, Illinois.</>,
  },
  {
    q: 'Why did my photo get cropped?',
    a: (
      <>
        Your picture has to match the proportions of the size you chose, and each base plate is 32 by 32 studs, so we
        trim the photo to a whole number of studs, evenly on both sides. Expect a slight extra crop beyond the one you
        made.
      </>
    ),
  },
];

export default function FaqPage() {
  usePageTitle('FAQ');
  return (
    <div className="page page-info">
      <h1 className="page-title">Frequently Asked Questions</h1>
      <p className="page-lead">
        Can't find your answer? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
        <Link to="/contact">contact form</Link>: our support team replies within 24 hours.
      </p>
      <div className="faq-list">
        {FAQ.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>
              <h2 className="faq-question">{item.q}</h2>
            </summary>
            <p className="faq-answer">{item.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}
