import { type Role, staffRoles } from '#common/auth.ts';

/**
 * The screens a role may not use (issue 42, item 8), by path prefix: what the menu leaves out, stated for a
 * direct link too. Housekeeping has Today, My tasks, the property list and their profile; the API refuses
 * the rest anyway (403).
 */
const staffOnlyPrefixes = [
  '/admin/calendar',
  '/admin/activity',
  '/admin/propertymanager/create',
  '/admin/propertymanager/edit',
  '/admin/places',
  '/admin/enquiries',
  '/admin/reviews',
  '/admin/outbox',
  '/admin/messages',
  '/admin/content',
  '/admin/settings',
];

export function screenAllows(pathname: string, role: Role): boolean {
  if (staffRoles.includes(role)) return true;
  return !staffOnlyPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
