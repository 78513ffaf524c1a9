/**
 * The site's dates and times use the time zone database built into Node (ICU). British Columbia stays on
 * UTC−7 from November 2026; tzdata before 2026a (Node 20.20 has 2025c) still moves Vancouver to UTC−8 each
 * winter, so a server on such a Node shows every time an hour off (README, "Time zone rules come from Node").
 */
const firstWithPermanentPacificDaylight = '2026a';

/** A warning for the start-up log when Node's time zone data is too old for the site's zone; else null. */
export function staleTimeZoneWarning(tzVersion: string | undefined, siteTimeZone: string): string | null {
  if (siteTimeZone !== 'America/Vancouver' || !tzVersion) return null;
  if (tzVersion >= firstWithPermanentPacificDaylight) return null;
  return `This Node's time zone data (${tzVersion}) predates British Columbia's permanent UTC−7 (tzdata ${firstWithPermanentPacificDaylight}): times in ${siteTimeZone} after 2026-11-01 are an hour off. Run Node 22.23 or later.`;
}
