import 'fastify';
import type { Role, User } from '#common/auth.ts';
import type { CalendarSync } from '../domain/calendar/calendar-sync.ts';
import type { BookingMailer } from '../domain/messages/booking-mailer.ts';
import type { EnquiryMailer } from '../domain/messages/enquiry-mailer.ts';
import type { GuestMailer } from '../domain/messages/guest-mailer.ts';
import type { RequestReplyMailer } from '../domain/messages/request-reply-mailer.ts';
import type { DomainContext } from '../domain/shared/context.ts';
import type { PublicRevisionWatch } from '../domain/shared/public-content.ts';
import type { RenderCacheHits } from '../http/render-cache-hits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    domain: DomainContext;
    mailer: EnquiryMailer;
    guestMailer: GuestMailer;
    bookingMailer: BookingMailer;
    /** Mails staff's answers to guest requests (issue 43) */
    replyMailer: RequestReplyMailer;
    calendarSync: CalendarSync;
    /** This node's view of the public content revision (server/domain/shared/public-content.ts) */
    publicRevision: PublicRevisionWatch;
    /** Render-cache hits answered in the first onRequest hook (server/http/render-cache-hits.ts) */
    renderCacheHits: RenderCacheHits;
  }
  interface FastifyRequest {
    cspNonce: string;
    adminUser: User | null;
  }
  interface FastifyContextConfig {
    /** Who may call a route under /api/v1; every route not marked otherwise needs an admin session. */
    access?: 'public' | 'admin';
    /**
     * A public read whose answer is the same for every anonymous caller and changes only with the public
     * content revision or the site's date: answered from the shared read cache (public-read-cache.ts).
     */
    sharedRead?: true;
    /** The roles that may call an admin route; without it, `staffRoles` (everyone but housekeeping). */
    roles?: readonly Role[];
    /**
     * Open to an admin whom the site requires to enrol in two-factor sign-in and who has not yet (ADR
     * 0043): the enrolment calls and the profile. Every other admin route answers 403 until they have.
     */
    beforeTwoFactor?: true;
  }
}
