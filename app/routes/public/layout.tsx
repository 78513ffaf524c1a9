import { Outlet } from 'react-router';

/** Placeholder main layout; the header, menu and footer come with the public-site issue. */
export default function MainLayout() {
  return <Outlet />;
}
