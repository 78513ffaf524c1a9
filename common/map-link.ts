/**
 * A plain maps search link for an address ("Open in Maps"): Google's documented cross-platform URL, which
 * opens the Maps app on phones that have it and the web map elsewhere. No embed, no key, nothing loaded
 * until the guest taps it. Null when there is no address to search for.
 */
export function mapSearchUrl(address: string): string | null {
  const query = address.trim().replace(/\s+/g, ' ');
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
