/**
 * The site's dates and times use the time zone database built into Node (ICU). British Columbia stays on
 * UTC−7 from November 2026 (tzdata 2026a); older data (Node 20.20 has 2025c) still moves Vancouver to UTC−8
 * each winter, so a server on such a Node would show and compute every time an hour off. The project brings
 * its own Node 24 (docs/decisions/0026-node-24-and-node-sqlite.md); this check stops a server started by
 * hand with another, older Node.
 */
const oldestAcceptedTimeZoneData = '2026a';

/**
 * Why the server must not start on this Node (a message for the operator), or null when its time zone data
 * is current. tzdata versions (`2025c`, `2026a`) sort as strings; a Node built without time zone data
 * reports none and is refused too.
 */
export function staleTimeZoneData(node: { version: string; tz: string | undefined }): string | null {
  if (node.tz !== undefined && node.tz >= oldestAcceptedTimeZoneData) return null;
  return (
    `Node ${node.version} has time zone data ${node.tz ?? '(none)'}, older than tzdata ` +
    `${oldestAcceptedTimeZoneData}, which keeps British Columbia on UTC−7 from 2026-11-01: every time in ` +
    'America/Vancouver would be an hour off. Start the site with `npm start` or `npm run serve`, which run ' +
    "the project's own Node 24 (node_modules/.bin/node)."
  );
}
