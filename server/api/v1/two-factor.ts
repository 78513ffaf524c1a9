import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roles } from '#common/auth.ts';
import {
  codeBodySchema,
  disableTwoFactorSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  twoFactorStatusSchema,
} from '#common/two-factor.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  readTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorEnrolment,
} from '../../domain/users/two-factor/two-factor.ts';
import { requireAdmin } from '../guards.ts';
import type { ApiOptions } from './api-options.ts';
import { errorSchema, messageSchema } from './schemas.ts';

/**
 * Two-factor sign-in of the signed-in user, any role (issue 39, ADR 0043): enrol (a secret, then a first
 * code, then ten recovery codes shown once), new recovery codes, turning it off with password and code.
 * Open to an admin the site requires to enrol (`beforeTwoFactor`).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<ApiOptions> = async (app, { limiters }) => {
  const tags = ['Two-factor sign-in'];
  const config = { roles, beforeTwoFactor: true } as const;

  app.get('/users/me/two-factor', {
    config,
    schema: {
      tags,
      operationId: 'getTwoFactorStatus',
      summary: 'Whether your two-factor sign-in is on, required of you, and how many recovery codes are left',
      response: { 200: twoFactorStatusSchema, 401: errorSchema },
    },
    handler: async (request) => readTwoFactorStatus(app.domain, await requireAdmin(request)),
  });

  app.post('/users/me/two-factor', {
    config,
    schema: {
      tags,
      operationId: 'startTwoFactorEnrolment',
      summary:
        'Starts enrolment: a new secret and its otpauth:// address for the authenticator app; it is on ' +
        'only once a first code confirms it (409 when it is on already)',
      response: { 201: enrolmentSchema, 401: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const enrolment = await startTwoFactorEnrolment(app.domain, await requireAdmin(request));
      return reply.status(201).send(enrolment);
    },
  });

  app.post('/users/me/two-factor/confirm', {
    config,
    schema: {
      tags,
      operationId: 'confirmTwoFactor',
      summary:
        'Turns two-factor sign-in on with a first code; answers the 10 recovery codes, shown only once',
      body: codeBodySchema,
      response: {
        200: recoveryCodesSchema,
        400: errorSchema,
        401: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({
      recovery_codes: await confirmTwoFactor(
        app.domain,
        limiters,
        await requireAdmin(request),
        request.body.code,
      ),
    }),
  });

  app.post('/users/me/two-factor/recovery-codes', {
    config,
    schema: {
      tags,
      operationId: 'regenerateRecoveryCodes',
      summary: 'Ten new recovery codes for a current code (the old ones stop working); shown only once',
      body: codeBodySchema,
      response: {
        200: recoveryCodesSchema,
        400: errorSchema,
        401: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => ({
      recovery_codes: await regenerateRecoveryCodes(
        app.domain,
        limiters,
        await requireAdmin(request),
        request.body.code,
      ),
    }),
  });

  app.post('/users/me/two-factor/disable', {
    config,
    schema: {
      tags,
      operationId: 'disableTwoFactor',
      summary: 'Turns two-factor sign-in off, with your password and a code (or a recovery code)',
      body: disableTwoFactorSchema,
      response: {
        200: messageSchema,
        400: errorSchema,
        401: errorSchema,
        409: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => {
      await disableTwoFactor(app.domain, limiters, await requireAdmin(request), request.body);
      return { message: 'Two-factor sign-in is off' };
    },
  });
};
