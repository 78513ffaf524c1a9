/** Structured data for search engines, as a JSON-LD block carrying the page's CSP nonce. */
export function JsonLd({ data, nonce }: { data: Record<string, unknown>; nonce?: string }) {
  // `<` is escaped so that no text inside the data can close the script element
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised JSON with `<` escaped, not markup
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
