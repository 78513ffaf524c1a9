/**
 * The one rule for "a web address": an absolute http:// or https:// URL with a host. Every form field and
 * setting that takes a link to another site (a booking link, a place's website, a calendar feed, an
 * amenity's video, a social link, a content image) asks this; no zod here, so the browser can use it freely.
 */
export function isHttpUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** What a field says when its value is not a web address. */
export const httpUrlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://`;
