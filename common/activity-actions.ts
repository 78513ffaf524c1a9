/**
 * Every action the activity log records (issue 42, item 7). The domain records only these, and the back
 * office names each one (app/lib/admin/activity-labels.ts), so a new action without its words is a type error.
 */
export const activityActions = [
  'stay.created',
  'stay.edited',
  'stay.revoked',
  'stay.link_renewed',
  'stay.cancelled',
  'stay.payment_recorded',
  'stay.payment_deleted',
  'task.created',
  'task.assigned',
  'task.todo',
  'task.in_progress',
  'task.done',
  'task.inspected',
  'content.published',
  'user.created',
  'user.edited',
  'user.role_changed',
  'user.deleted',
] as const;

export type ActivityAction = (typeof activityActions)[number];
