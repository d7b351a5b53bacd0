// The shop's navigation entries, shared by the header, the slide-out menu and the footer.
/** The pages that are blades on desktop; the slide-out menu lists them first. */
export const SITE_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/how-to-brix', label: 'How to Brix' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/start-order', label: 'Get Started' },
];

/** Footer links (home, how to, pricing, gallery, Get Started, login, account, cart, checkout, contact, admin, faq, terms, privacy). */
export const FOOTER_GROUPS = [
  { title: 'Shop', links: SITE_PAGES },
  {
    title: 'Your account',
    links: [
      { to: '/login', label: 'Login' },
      { to: '/account', label: 'Account' },
      { to: '/cart', label: 'Cart' },
      { to: '/checkout', label: 'Checkout' },
      { to: '/admin', label: 'Admin' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'FAQ' },
      { to: '/terms-and-conditions', label: 'Terms and Conditions' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
    ],
  },
];
