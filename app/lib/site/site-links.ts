import { msg } from '#common/i18n/message.ts';

/** The menu (docs/spec.md section 2, in its order; /login follows as a lock icon) and the footer links. */
export const menuLinks = [
  { to: '/', label: msg('Home') },
  { to: '/properties', label: msg('Accommodations') },
  { to: '/revylife', label: msg('Live the local life') },
  { to: '/about', label: msg('About Us') },
  { to: '/partners', label: msg('Partners') },
  { to: '/guest-services', label: msg('Guest Services') },
  { to: '/homeowners', label: msg('Homeowner Benefits') },
  { to: '/contact', label: msg('Contact') },
] as const;

export const footerLinks = [
  { to: '/privacy-policy', label: msg('Privacy Policy') },
  { to: '/terms-and-conditions', label: msg('Terms & Conditions') },
  { to: '/about', label: msg('About Us') },
  { to: '/contact', label: msg('Contact') },
  { to: '/login', label: msg('Login') },
] as const;

export const loginPath = '/login';
