import type { ActivityAction } from '#common/activity-actions.ts';

/**
 * How each recorded action reads: `title` on the Activity screen ("Stay created"), `verb` after a name in a
 * stay's or a task's own history ("Morgan created the stay"). Actions the API may add later read as they are.
 */
const labels: Record<ActivityAction, { title: string; verb: string }> = {
  'stay.created': { title: 'Stay created', verb: 'created the stay' },
  'stay.edited': { title: 'Stay edited', verb: 'edited the stay' },
  'stay.revoked': { title: 'Stay revoked', verb: 'revoked the link' },
  'stay.link_renewed': { title: 'New link for a stay', verb: 'made a new link' },
  'stay.cancelled': { title: 'Booking cancelled', verb: 'cancelled the booking' },
  'stay.payment_recorded': { title: 'Payment recorded', verb: 'recorded a payment' },
  'stay.payment_deleted': { title: 'Payment deleted', verb: 'deleted a payment' },
  'task.created': { title: 'Task created', verb: 'created the task' },
  'task.assigned': { title: 'Task assigned', verb: 'assigned it' },
  'task.todo': { title: 'Task reopened', verb: 'set it to do' },
  'task.in_progress': { title: 'Task started', verb: 'started it' },
  'task.done': { title: 'Task done', verb: 'marked it done' },
  'task.inspected': { title: 'Task inspected', verb: 'inspected it' },
  'content.published': { title: 'Page published', verb: 'published the page' },
  'user.created': { title: 'User added', verb: 'added the user' },
  'user.edited': { title: 'User edited', verb: 'edited the user' },
  'user.role_changed': { title: 'Role changed', verb: 'changed the role' },
  'user.deleted': { title: 'User deleted', verb: 'deleted the user' },
};

const known = (action: string): action is ActivityAction => Object.hasOwn(labels, action);

export const activityTitle = (action: string): string => (known(action) ? labels[action].title : action);
export const activityVerb = (action: string): string => (known(action) ? labels[action].verb : action);
