/**
 * A whole number with commas between thousands, as \`toLocaleString('en-CA')\` writes it (12345 → "12,345"),
 * without \`Intl\`: a new ICU formatter per call cost the listing's cards 100–300 ms of a slowed phone's main
 * thread (ADR 0034). Apart from the dates of plain-format.ts so that pages with cards and no calendar
 * load only this.
 */
export function formatWholeNumber(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
