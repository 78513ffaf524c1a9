import { msg } from './i18n/message.ts';

/**
 * User-facing texts fixed by the specification (docs/spec.md section 8); used verbatim by server and browser,
 * and shown in French on French pages through `t(messages.…)` (issue 28).
 */
export const messages = {
  invalidLogin: msg('Invalid username or password'),
  invalidGuestPassword: msg('Invalid password'),
  guestPasswordRequired: msg('Please enter the password'),
  guestNightsInvalid: msg('Please enter a valid number of nights'),
  usernameRequired: msg('Username is required'),
  usernameTooShort: msg('Minimum 3 characters'),
  usernameCharacters: msg('Only letters, numbers, dots, underscores, and hyphens allowed'),
  passwordRequired: msg('Password is required'),
  passwordTooShort: msg('Minimum 6 characters'),
  newPasswordTooShort: msg('Use at least 12 characters'),
  passwordTooCommon: msg('This password is too common; choose another'),
  userDeleted: msg('User deleted successfully'),
  notAuthorizedToDeleteUser: msg('You are not authorized to delete this user'),
  contactSent: msg("Your message has been sent successfully! We'll get back to you soon."),
  contactFailed: msg('There was an error sending your message. Please try again later.'),
  notFoundPage: msg("Oops... The page you're looking for doesn't exist."),
  listingsLoading: msg('Finding your dream vacation home'),
  listingsError: msg("Couldn't find any Listings"),
  listingsEmpty: msg('No listings available'),
  featuredEmpty: msg('No listings currently featured'),
  propertyDeleted: msg('Property deleted successfully'),
  noPropertyId: msg('No property ID provided.'),
} as const;
