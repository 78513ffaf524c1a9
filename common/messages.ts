import { msg } from './i18n/message.ts';

/** User-facing texts fixed by the specification (docs/spec.md section 8); used verbatim by server and browser. */
export const messages = {
  invalidLogin: 'Invalid username or password',
  invalidGuestPassword: 'Invalid password',
  guestPasswordRequired: 'Please enter the password',
  guestNightsInvalid: 'Please enter a valid number of nights',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Minimum 3 characters',
  usernameCharacters: 'Only letters, numbers, dots, underscores, and hyphens allowed',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Minimum 6 characters',
  userDeleted: 'User deleted successfully',
  notAuthorizedToDeleteUser: 'You are not authorized to delete this user',
  contactSent: "Your message has been sent successfully! We'll get back to you soon.",
  contactFailed: 'There was an error sending your message. Please try again later.',
  notFoundPage: "Oops... The page you're looking for doesn't exist.",
  listingsLoading: msg('Finding your dream vacation home'),
  listingsError: msg("Couldn't find any Listings"),
  listingsEmpty: msg('No listings available'),
  featuredEmpty: msg('No listings currently featured'),
  propertyDeleted: 'Property deleted successfully',
  noPropertyId: 'No property ID provided.',
} as const;
