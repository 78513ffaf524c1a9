import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '#common/auth.ts';
import { createUserBodySchema, updateUserBodySchema } from '#common/common-passwords.ts';
import { messages } from '#common/messages.ts';
import { createUser, deleteUser, listUsers, updateUser } from '../../domain/users/users.ts';
import { adminCookie } from '../../http/cookies.ts';
import { badRequest } from '../../http/http-errors.ts';
import { requireAdmin } from '../guards.ts';
import { errorSchema, idParams, messageSchema } from './schemas.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Users'];

  app.get('/users', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      operationId: 'listUsers',
      summary: 'All back-office users with their roles (admins only)',
      response: { 200: z.array(userSchema), 401: errorSchema },
    },
    handler: async () => listUsers(app.domain),
  });

  app.post('/users', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      operationId: 'createUser',
      summary: 'Adds a back-office user (role admin, manager or housekeeping; admin when not given)',
      body: createUserBodySchema,
      response: { 201: userSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const { name, password, role } = request.body;
      const user = await createUser(app.domain, name, password, role, await requireAdmin(request));
      return reply.status(201).send(user);
    },
  });

  app.put('/users/:id', {
    // everyone changes their own name and password; the domain keeps the rest to admins
    config: { roles: ['admin', 'manager', 'housekeeping'], beforeTwoFactor: true },
    schema: {
      tags,
      operationId: 'updateUser',
      summary:
        'Updates your own name and password (a blank password keeps the current one); an admin may ' +
        'change any user and their role, but the last admin keeps the admin role',
      params: idParams,
      body: updateUserBodySchema,
      response: {
        200: userSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        404: errorSchema,
        409: errorSchema,
      },
    },
    handler: async (request) => {
      const me = await requireAdmin(request);
      const { id } = request.params;
      if (request.body.id !== undefined && request.body.id !== id) {
        throw badRequest('The id in the body does not match the address', {
          id: 'Does not match the address',
        });
      }
      return updateUser(
        app.domain,
        id,
        { name: request.body.name, password: request.body.password, role: request.body.role },
        me,
        request.cookies[adminCookie],
      );
    },
  });

  app.delete('/users/:id', {
    config: { roles: ['admin'] },
    schema: {
      tags,
      operationId: 'deleteUser',
      summary: 'Deletes another admin user (never yourself or the last user)',
      params: idParams,
      response: { 200: messageSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const me = await requireAdmin(request);
      await deleteUser(app.domain, request.params.id, me.id, me);
      return { message: messages.userDeleted };
    },
  });
};
