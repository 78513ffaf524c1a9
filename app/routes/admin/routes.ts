import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The back office: /login outside any layout, /admin/* inside the admin shell. */
export const adminRoutes: RouteConfigEntry[] = [
  route('login', 'routes/admin/login.tsx'),
  route('logout', 'routes/admin/logout.ts'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('calendar', 'routes/admin/multi-calendar.tsx'),
    route('my-tasks', 'routes/admin/my-tasks.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('propertymanager', 'routes/admin/property-list.tsx'),
    route('propertymanager/create', 'routes/admin/property-create.tsx'),
    route('propertymanager/edit/:id', 'routes/admin/property-edit.tsx'),
    route('propertymanager/edit/:id/guests', 'routes/admin/property-guests.tsx'),
    route('propertymanager/edit/:id/calendar', 'routes/admin/property-calendar.tsx'),
    route('propertymanager/edit/:id/places', 'routes/admin/property-places.tsx'),
    route('propertymanager/edit/:id/rates', 'routes/admin/property-rates.tsx'),
    route('places', 'routes/admin/places.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx'),
    route('bookings', 'routes/admin/bookings.tsx'),
    route('requests', 'routes/admin/requests.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('outbox', 'routes/admin/outbox.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('content', 'routes/admin/content-list.tsx'),
    route('content/:slug', 'routes/admin/content-edit.tsx'),
    route('content/:slug/history', 'routes/admin/content-history.tsx'),
    route('content/:slug/history/:revision', 'routes/admin/content-revision.tsx'),
    route('settings', 'routes/admin/site-settings.tsx'),
  ]),
  // The live preview is the public page itself, so it sits outside the admin shell (its own guard).
  route('admin/content/:slug/preview', 'routes/admin/content-preview.tsx'),
];
