import { index, type RouteConfigEntry, route } from '@react-router/dev/routes';

/** The back office: /login outside any layout, /admin/* inside the admin shell. */
export const adminRoutes: RouteConfigEntry[] = [
  route('login', 'routes/admin/login.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/home.tsx'),
    route('propertymanager', 'routes/admin/property-list.tsx'),
    route('propertymanager/create', 'routes/admin/property-create.tsx'),
    route('propertymanager/edit/:id', 'routes/admin/property-edit.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('enquiries', 'routes/admin/enquiries.tsx'),
  ]),
];
