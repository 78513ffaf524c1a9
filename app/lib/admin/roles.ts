import type { Role } from '#common/auth.ts';

/** How the back office names each role. */
export const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  manager: 'Manager',
  housekeeping: 'Housekeeping',
};

export const roleHint =
  'Manager: everything but users. Housekeeping: the Today screen and the homes, read-only, no codes.';
