import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseId } from '#common/id.ts';
import {
  activityQuerySchema,
  activitySchema,
  checkItemSchema,
  checklistSchema,
  staffEmailSchema,
  taskCreateSchema,
  taskMissingErrorSchema,
  taskPatchSchema,
  taskQuerySchema,
  taskSchema,
} from '#common/tasks.ts';
import { getChecklist, setChecklist } from '../../domain/housekeeping/checklists.ts';
import { addTaskPhoto, readTaskPhoto } from '../../domain/housekeeping/task-photos.ts';
import {
  checkTaskItem,
  createTask,
  getTask,
  listTasks,
  updateTask,
} from '../../domain/housekeeping/tasks.ts';
import { listActivity } from '../../domain/shared/activity.ts';
import { setStaffEmail } from '../../domain/users/staff-email.ts';
import { badRequest } from '../../http/http-errors.ts';
import { requireAdmin } from '../guards.ts';
import { readMultipart } from '../multipart.ts';
import { errorSchema, idParams, idText } from './schemas.ts';

const allStaff = { roles: ['admin', 'manager', 'housekeeping'] as const };
const itemParams = z.object({ id: idText, itemId: idText });
const photoParams = z.object({ id: idText, photoId: idText });
const uploadKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Housekeeping and maintenance (issue 42, ADR 0046): tasks, a home's checklist, ticks and photo proof, and
 * who did what. Every staff role reaches the task routes; the domain decides what a housekeeper may do.
 */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Tasks'];
  const standard = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get('/tasks', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'listTasks',
      summary:
        'Tasks due in the days [from, to) (YYYY-MM-DD, SITE_TIMEZONE) of the home, assignee, status and kind ' +
        'given, by due time; a housekeeping user sees the tasks assigned to them and the unassigned ones',
      querystring: taskQuerySchema,
      response: { 200: z.array(taskSchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => listTasks(app.domain, await requireAdmin(request), request.query),
  });

  app.get('/tasks/:id', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'getTask',
      summary: 'One task with its checklist and photos',
      params: idParams,
      response: { 200: taskSchema, ...standard },
    },
    handler: async (request) => getTask(app.domain, await requireAdmin(request), request.params.id),
  });

  app.post('/tasks', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'createTask',
      summary:
        'A manual task: kind maintenance (a ticket, with priority and description) by any staff role, ' +
        'clean and other by admin and manager; a housekeeper assigned gets an email',
      body: taskCreateSchema,
      response: { 201: taskSchema, ...standard },
    },
    handler: async (request, reply) => {
      const task = await createTask(app.domain, await requireAdmin(request), request.body);
      app.guestMailer.wake();
      reply.status(201);
      return task;
    },
  });

  app.patch('/tasks/:id', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'updateTask',
      summary:
        'Assigns (assignee_id), moves (due_at), or changes the status, note or priority of a task; done with ' +
        'an item unticked or a photo_required item without its photo is 409 {message, missing}; inspected ' +
        'is for admin and manager; a housekeeper changes only status and note of their own task',
      params: idParams,
      body: taskPatchSchema,
      response: { 200: taskSchema, ...standard, 409: taskMissingErrorSchema },
    },
    handler: async (request) => {
      const task = await updateTask(app.domain, await requireAdmin(request), request.params.id, request.body);
      app.guestMailer.wake();
      return task;
    },
  });

  app.put('/tasks/:id/checklist/:itemId', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'checkTaskItem',
      summary: 'Ticks ({done: true}) or unticks a checklist item; the same call twice changes nothing more',
      params: itemParams,
      body: checkItemSchema,
      response: { 200: taskSchema, ...standard },
    },
    handler: async (request) =>
      checkTaskItem(
        app.domain,
        await requireAdmin(request),
        request.params.id,
        request.params.itemId,
        request.body.done,
      ),
  });

  app.post('/tasks/:id/photos', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'addTaskPhoto',
      summary: 'Adds a photo to a task, through the image pipeline (EXIF stripped); served to staff only',
      description:
        'multipart/form-data: photo (one JPEG, PNG, WebP or AVIF image), item_id (optional, the checklist ' +
        'item it proves), key (optional idempotency key, 8-64 of A-Z a-z 0-9 _ -: a photo sent again with ' +
        'the same key is stored once and answered 200). Also read from the Idempotency-Key header.',
      consumes: ['multipart/form-data'],
      params: idParams,
      response: { 200: taskSchema, 201: taskSchema, ...standard, 413: errorSchema },
    },
    handler: async (request, reply) => {
      const user = await requireAdmin(request);
      const form = await readMultipart(request, app.domain.config.tmpDir, app.domain.config.uploadMaxBytes);
      try {
        const files = form.filesOf('photo');
        if (files.length !== 1) throw badRequest('Add one photo', { photo: 'Add one photo' });
        const itemText = form.fields.item_id;
        const itemId = itemText === undefined || itemText === '' ? null : parseId(itemText);
        if (itemId === null && itemText !== undefined && itemText !== '') {
          throw badRequest('item_id must be a whole number', { item_id: 'item_id must be a whole number' });
        }
        const keyField = form.fields.key ?? request.headers['idempotency-key'];
        const uploadKey = typeof keyField === 'string' && keyField !== '' ? keyField : null;
        if (uploadKey !== null && !uploadKeyPattern.test(uploadKey)) {
          throw badRequest('key must be 8-64 letters, digits, _ or -', { key: 'Not a valid key' });
        }
        const { task, created } = await addTaskPhoto(app.domain, user, request.params.id, {
          path: files[0]!.path,
          itemId,
          uploadKey,
        });
        reply.status(created ? 201 : 200);
        return task;
      } finally {
        await form.cleanup();
      }
    },
  });

  app.get('/tasks/:id/photos/:photoId', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'getTaskPhoto',
      summary: 'A task photo (image/webp), for staff who may see the task; never cached by a shared cache',
      params: photoParams,
      response: { 200: z.any(), ...standard },
    },
    handler: async (request, reply) => {
      const content = await readTaskPhoto(
        app.domain,
        await requireAdmin(request),
        request.params.id,
        request.params.photoId,
      );
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=86400')
        .send(content);
    },
  });

  app.get('/properties/:id/checklist', {
    config: allStaff,
    schema: {
      tags,
      operationId: 'getChecklist',
      summary: "A home's checklist, copied into each new clean task",
      params: idParams,
      response: { 200: checklistSchema, ...standard },
    },
    handler: async (request) => getChecklist(app.domain, request.params.id),
  });

  app.put('/properties/:id/checklist', {
    schema: {
      tags,
      operationId: 'setChecklist',
      summary: "Replaces a home's checklist; tasks already made keep their copy",
      params: idParams,
      body: checklistSchema,
      response: { 200: checklistSchema, ...standard },
    },
    handler: async (request) => setChecklist(app.domain, request.params.id, request.body),
  });

  app.get('/activity', {
    schema: {
      tags,
      operationId: 'listActivity',
      summary:
        'Who did what, latest first (at most 500): stays created, edited, cancelled and revoked, payments ' +
        "recorded and removed (the stay's), tasks created, assigned, done and inspected, pages published, users added, " +
        'changed and deleted; of the home, stay, user and task given, in the days [from, to)',
      querystring: activityQuerySchema,
      response: { 200: z.array(activitySchema), 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request) => listActivity(app.domain, request.query),
  });

  app.put('/users/:id/email', {
    config: { roles: ['admin'] },
    schema: {
      tags: ['Users'],
      operationId: 'setStaffEmail',
      summary: "Sets where a staff user's task assignments are mailed (null clears it)",
      params: idParams,
      body: staffEmailSchema,
      response: { 204: z.null(), ...standard },
    },
    handler: async (request, reply) => {
      await setStaffEmail(app.domain, request.params.id, request.body.email);
      return reply.status(204).send(null);
    },
  });
};
