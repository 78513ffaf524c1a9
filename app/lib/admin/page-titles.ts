/** Titles of the back office: the shell's header title by path (docs/spec.md section 2) and document titles. */

export function headerTitleFor(pathname: string): string {
  if (pathname.startsWith('/admin/users')) return 'User Management';
  if (pathname.startsWith('/admin/propertymanager')) return 'Property Management';
  if (pathname.startsWith('/admin/enquiries')) return 'Enquiries';
  if (pathname.startsWith('/admin/bookings')) return 'Bookings';
  if (pathname.startsWith('/admin/requests')) return 'Guest requests';
  if (pathname.startsWith('/admin/outbox')) return 'Outbox';
  if (pathname.startsWith('/admin/messages')) return 'Messages';
  if (pathname.startsWith('/admin/places')) return 'Local guide';
  if (pathname.startsWith('/admin/reviews')) return 'Reviews';
  if (pathname.startsWith('/admin/content')) return 'Site content';
  if (pathname.startsWith('/admin/settings')) return 'Site settings';
  if (pathname.startsWith('/admin/calendar')) return 'Calendar';
  if (pathname.startsWith('/admin/my-tasks')) return 'My tasks';
  if (pathname.startsWith('/admin/activity')) return 'Activity';
  return 'Dashboard';
}

/** The document title of a back-office page (root.tsx keeps /admin and /login out of search engines). */
export function adminMeta(page: string) {
  return [{ title: `${page} · Backoffice` }];
}
