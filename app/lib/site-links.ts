/** The menu (docs/spec.md section 2, in its order; /login follows as a lock icon) and the footer links. */
export const menuLinks = [
  { to: '/', label: 'Home' },
  { to: '/properties', label: 'Accommodations' },
  { to: '/revylife', label: 'Live the local life' },
  { to: '/about', label: 'About Us' },
  { to: '/partners', label: 'Partners' },
  { to: '/guest-services', label: 'Guest Services' },
  { to: '/homeowners', label: 'Homeowner Benefits' },
  { to: '/contact', label: 'Contact' },
] as const;

export const footerLinks = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/login', label: 'Login' },
] as const;

export const loginPath = '/login';
