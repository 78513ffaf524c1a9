import { parentPort, workerData } from 'node:worker_threads';
import { NotICalendarError, parseFeed } from '../domain/calendar/calendar-ical.ts';
import { FeedTooComplexError } from '../domain/calendar/calendar-recurrence.ts';
import { readReservations } from '../domain/calendar/calendar-reservations.ts';
import { decodeFeedBody } from './calendar-fetch.ts';
import type { ParserAnswer, ParserInput } from './calendar-parser.ts';

/**
 * A worker thread's entry (server/infra/calendar-parser.ts starts it, scripts/build-server.ts compiles it):
 * decodes and parses one fetched feed away from the thread that answers requests, posts the nights and the
 * booking events (issue 24's reservations), or why not, and ends.
 */
const input = workerData as ParserInput;
let answer: ParserAnswer;
try {
  const text = decodeFeedBody(input.body, input.contentType);
  answer = {
    ok: true,
    ranges: parseFeed(text, input.window),
    reservations: readReservations(text, input.window),
  };
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  answer = {
    ok: false,
    kind:
      error instanceof NotICalendarError
        ? 'not-icalendar'
        : error instanceof FeedTooComplexError
          ? 'too-complex'
          : 'failed',
    message,
  };
}
parentPort?.postMessage(answer);
