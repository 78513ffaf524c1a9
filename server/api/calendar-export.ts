import type { FastifyPluginAsync } from 'fastify';
import { readId } from '#common/id.ts';
import { exportCalendar } from '../domain/calendar/calendar.ts';
import { countingFailures } from '../domain/limits/attempts.ts';
import { addressKey } from '../domain/limits/client-address.ts';
import type { Limiters } from '../domain/limits/limits.ts';
import { notFound } from '../http/http-errors.ts';

const noSuchCalendar = 'No such calendar';

/**
 * `GET /properties/{id}/calendar.ics?key={exportKey}`: the property's blocked nights as an iCalendar feed, for
 * the company to paste into its channels (issue 11). A page-level address outside /api (channels fetch it
 * without a session); without the right key it is a 404, the same answer as for a property that does not
 * exist, so the address reveals nothing. Wrong keys are counted per address (key guessing: 429 after 60 a
 * minute); reads with the right key are not, so a channel polling many properties is never refused.
 */
export const calendarExport: FastifyPluginAsync<{ limiters: Limiters }> = async (app, { limiters }) => {
  app.get('/properties/:id/calendar.ics', { schema: { hide: true } }, async (request, reply) => {
    const id = readId((request.params as { id: string }).id);
    const key = (request.query as { key?: unknown }).key;
    if (!('id' in id) || typeof key !== 'string') throw notFound(noSuchCalendar);
    const count = { limit: limiters.limits.exportKeyFailuresPerAddress, subject: addressKey(request.ip) };
    const feed = await countingFailures(
      limiters,
      count,
      'calendar requests',
      () => exportCalendar(app.domain, id.id, key),
      (found) => found === null,
    );
    if (feed === null) throw notFound(noSuchCalendar);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="property-${id.id}.ics"`)
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .send(feed);
  });
};
