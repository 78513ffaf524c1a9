import { type Role, seesSecrets, type User } from '#common/auth.ts';
import { stayTime } from '#common/stay-times.ts';
import type { Lang } from '#common/translations.ts';
import type { Welcome } from '#common/welcome.ts';
import { findWelcome, missingWelcome } from '../properties/welcome-pages.ts';
import type { DomainContext } from '../shared/context.ts';
import { forbidden, unauthenticated } from '../shared/errors.ts';
import { timeOptionsOf } from '../stays/stay-times.ts';
import { codesReleasedAt } from '../stays/stays.ts';
import { findAdminSessionUser, findGuestSession, type GuestSession } from './sessions.ts';

/**
 * The one rule for who sees what of a welcome page (door code, WiFi password, garbage code included). Page
 * loaders and the API both ask `readWelcomeFor`; nothing else hands a welcome page with its codes to a
 * visitor (staff editing reads their own form through the same API route, as staff).
 *
 * - staff whose role may see secrets (admin, manager): everything; a housekeeping account: nothing (403),
 *   unless the same browser also holds a guest session for the property;
 * - a guest whose session is for this property: everything, except that a stay's guest before 00:00 on
 *   arrival day (site time zone) gets the codes as null and the instant they are released, and a
 *   property-password guest gets the door code as null unless the property's `password_shows_codes` is on
 *   (the door code goes through a stay's personal link by default; WiFi and garbage codes stay visible);
 * - a stay's guest also gets the stay's greeting (first name and dates) and its guest email (theirs);
 * - anyone else (anonymous, a guest of another property, a session of a revoked or ended stay, which
 *   finds no session): nothing.
 */
export type WelcomeAccess =
  | { kind: 'granted'; welcome: Welcome; viewer: WelcomeViewer }
  | { kind: 'signed-out' }
  | { kind: 'other-property' }
  | { kind: 'role-refused'; role: Role }
  | { kind: 'no-page' };

export type WelcomeViewer = { kind: 'staff'; user: User } | { kind: 'guest'; session: GuestSession };

/** The sessions a request carries, by their cookie values. */
export interface VisitorTokens {
  admin: string | undefined;
  guest: string | undefined;
}

/** Who is asking: decided from the sessions alone, before any welcome data is read. */
export function welcomeViewer(
  propertyId: number,
  admin: User | null,
  guest: GuestSession | null,
):
  | WelcomeViewer
  | { kind: 'signed-out' }
  | { kind: 'other-property' }
  | { kind: 'role-refused'; role: Role } {
  if (admin && seesSecrets(admin.role)) return { kind: 'staff', user: admin };
  if (guest?.propertyId === propertyId) return { kind: 'guest', session: guest };
  if (admin) return { kind: 'role-refused', role: admin.role };
  if (!guest) return { kind: 'signed-out' };
  return { kind: 'other-property' };
}

/** The name a greeting uses: the first word of the name staff typed ("Jordan Lee" → "Jordan"). */
export const firstName = (guestName: string) => guestName.trim().split(/\s+/)[0] ?? '';

type TimeOptions = NonNullable<Welcome['stay']>['time_options'];
const noTimeOptions: TimeOptions = { early_check_in: null, late_checkout: null };

/** What this viewer may see of the page at `now` (`timeOptions`: what a stay's guest may ask for). */
export function welcomeAsSeenBy(
  welcome: Welcome,
  viewer: WelcomeViewer,
  now: Date,
  timeZone: string,
  timeOptions: TimeOptions = noTimeOptions,
): Welcome {
  if (viewer.kind === 'staff') return welcome;
  const stay = viewer.session.stay;
  if (!stay) {
    // A page without a door code has nothing to withhold (and nothing to send a guest asking for).
    if (welcome.password_shows_codes || !welcome.door.code?.trim()) return welcome;
    return { ...welcome, door: { ...welcome.door, code: null } };
  }
  const greeted: Welcome = {
    ...welcome,
    // the stay's own code replaces the home's, released by the same rule below (issue 43)
    door: { ...welcome.door, code: viewer.session.stayDoorCode ?? welcome.door.code },
    // an approved early check-in or late checkout is the stay's own time (issue 43)
    checkin: { ...welcome.checkin, time: stayTime(viewer.session.stayTimes.checkIn, welcome.checkin.time) },
    checkout: {
      ...welcome.checkout,
      time: stayTime(viewer.session.stayTimes.checkout, welcome.checkout.time),
    },
    stay: {
      first_name: firstName(stay.guest_name),
      arrival: stay.arrival,
      departure: stay.departure,
      email: viewer.session.stayEmail,
      time_options: timeOptions,
    },
  };
  const releasedAt = codesReleasedAt(stay.arrival, timeZone);
  if (now >= releasedAt) return greeted;
  return {
    ...greeted,
    door: { ...welcome.door, code: null },
    wifi: { ...welcome.wifi, password: null },
    garbage: { ...welcome.garbage, code: null },
    codes_available_at: releasedAt.toISOString(),
  };
}

/**
 * The language a viewer reads the guide in (issue 28): the one they chose on the page, else their stay's
 * (set by staff), else English (staff and property-password guests).
 */
export function welcomeLangFor(viewer: WelcomeViewer, choice: Lang | undefined): Lang {
  if (choice) return choice;
  return viewer.kind === 'guest' ? (viewer.session.stayLanguage ?? 'en') : 'en';
}

/** The welcome page of `propertyId` as the visitor holding `tokens` may see it (2 session reads, then the page). */
export async function readWelcomeFor(
  ctx: DomainContext,
  propertyId: number,
  tokens: VisitorTokens,
): Promise<WelcomeAccess> {
  const [admin, guest] = await Promise.all([
    findAdminSessionUser(ctx, tokens.admin),
    findGuestSession(ctx, tokens.guest),
  ]);
  const viewer = welcomeViewer(propertyId, admin, guest);
  if (viewer.kind !== 'staff' && viewer.kind !== 'guest') return viewer;
  const welcome = await findWelcome(ctx, propertyId);
  if (!welcome) return { kind: 'no-page' };
  const stay = viewer.kind === 'guest' ? viewer.session.stay : null;
  const timeOptions =
    viewer.kind === 'guest' && stay
      ? await timeOptionsOf(
          ctx,
          {
            propertyId,
            arrival: stay.arrival,
            departure: stay.departure,
            checkIn: viewer.session.stayTimes.checkIn,
            checkout: viewer.session.stayTimes.checkout,
          },
          welcome.stay_times,
        )
      : noTimeOptions;
  return {
    kind: 'granted',
    welcome: welcomeAsSeenBy(welcome, viewer, ctx.now(), ctx.config.site.timeZone, timeOptions),
    viewer,
  };
}

/** The same decision for the API: the page, or the error its status and message stand for. */
export async function requireWelcomeFor(
  ctx: DomainContext,
  propertyId: number,
  tokens: VisitorTokens,
): Promise<Welcome> {
  const access = await readWelcomeFor(ctx, propertyId, tokens);
  switch (access.kind) {
    case 'granted':
      return access.welcome;
    case 'signed-out':
      throw unauthenticated('Please log in with the password of this property');
    case 'other-property':
      throw forbidden('Your guest login is for another property');
    case 'role-refused':
      throw forbidden(`The ${access.role} role cannot do this`);
    case 'no-page':
      throw await missingWelcome(ctx, propertyId);
  }
}
