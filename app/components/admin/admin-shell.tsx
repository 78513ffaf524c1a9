import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate, useNavigation } from 'react-router';
import { type Role, roles, staffRoles } from '#common/auth.ts';
import { headerTitleFor } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useRetrying } from '../../lib/loading/with-retries.ts';

const sections: { to: string; label: string; icon: string; roles: readonly Role[]; end?: true }[] = [
  { to: '/admin', label: 'Today', icon: 'M4 5h16v15H4zM4 10h16M9 3v4M15 3v4', roles: roles, end: true },
  {
    to: '/admin/my-tasks',
    label: 'My tasks',
    icon: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
    roles: roles,
  },
  {
    to: '/admin/calendar',
    label: 'Calendar',
    icon: 'M4 5h16v15H4zM4 10h16M8 14h3M13 14h3M8 17h3',
    roles: staffRoles,
  },
  {
    to: '/admin/bookings',
    label: 'Bookings',
    icon: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M8 13h3M8 16h6',
    roles: ['admin', 'manager', 'housekeeping'],
  },
  {
    to: '/admin/propertymanager',
    label: 'Properties',
    icon: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
    roles: roles,
  },
  {
    to: '/admin/users',
    label: 'Users',
    icon: 'M16 19v-1a4 4 0 00-8 0v1M12 11a3 3 0 100-6 3 3 0 000 6M20 19v-1a3 3 0 00-3-3',
    roles: ['admin'],
  },
  // the others change their own name and password on the same screen
  {
    to: '/admin/users',
    label: 'Profile',
    icon: 'M16 19v-1a4 4 0 00-8 0v1M12 11a3 3 0 100-6 3 3 0 000 6',
    roles: ['manager', 'housekeeping'],
  },
  {
    to: '/admin/activity',
    label: 'Activity',
    icon: 'M4 12h4l3-7 4 14 3-7h2',
    roles: staffRoles,
  },
  { to: '/admin/enquiries', label: 'Enquiries', icon: 'M4 6h16v12H4zM4 7l8 6 8-6', roles: staffRoles },
  {
    to: '/admin/requests',
    label: 'Guest requests',
    icon: 'M4 5h16v11H8l-4 4zM12 8v3M12 13h.01',
    roles: staffRoles,
  },
  {
    to: '/admin/outbox',
    label: 'Outbox',
    icon: 'M4 13h4l2 3h4l2-3h4M4 13l2-8h12l2 8v6H4z',
    roles: staffRoles,
  },
  { to: '/admin/messages', label: 'Messages', icon: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5', roles: staffRoles },
  {
    to: '/admin/content',
    label: 'Site content',
    icon: 'M5 4h10l4 4v12H5zM14 4v5h5M8 13h8M8 17h6',
    roles: staffRoles,
  },
  {
    to: '/admin/places',
    label: 'Local guide',
    icon: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5',
    roles: staffRoles,
  },
  {
    to: '/admin/reviews',
    label: 'Reviews',
    icon: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z',
    roles: staffRoles,
  },
  {
    to: '/admin/settings',
    label: 'Site settings',
    roles: staffRoles,
    icon: 'M12 15a3 3 0 100-6 3 3 0 000 6M19 12a7 7 0 00-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 00-2-1.2L14 3h-4l-.5 2.6a7 7 0 00-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 000 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 002 1.2L10 21h4l.5-2.6a7 7 0 002-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2',
  },
];

function Icon({ path }: { path: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-base font-medium text-brand-100 hover:bg-brand-800 hover:text-white';

/**
 * The back-office frame: a sidebar (Today, Calendar, Properties, Users, Enquiries, Site content, Site settings, Back to
 * Website, Logout: those the user's role can use) that folds
 * away behind a Menu button on phones, a header with the section's title, and the routed page.
 */
export function AdminShell({
  userName,
  role,
  children,
}: {
  userName: string;
  role: Role;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // the page is left either way: nothing to read again, and an ended session is what we want
  const logoutWrite = useApiWrite({ revalidate: false, reportExpiry: false });
  const sidebarId = useId();
  const title = headerTitleFor(pathname);
  // a screen being opened whose read waits to be tried again (its own LoadState shows this on a first load)
  const retrying = useRetrying();
  const navigation = useNavigation();
  const retryingNavigation = retrying && navigation.state !== 'idle';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone menu
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  /**
   * Logout through the API; when that call fails (no answer, server error), the same form is posted
   * natively to /logout, whose answer clears the session cookie even when the server cannot delete the
   * session: the browser is signed out either way (docs/spec.md section 4). Without JavaScript the form posts.
   */
  async function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setLoggingOut(true);
    const result = await logoutWrite.run('logout', () => apiAnswer(client.POST('/api/v1/users/auth/logout')));
    if (result.ok) navigate('/', { replace: true });
    else form.submit();
  }

  return (
    <div className="min-h-dvh bg-brand-50 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {menuOpen ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-brand-950/60 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      ) : null}
      <aside
        id={sidebarId}
        className={`${menuOpen ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-40 w-72 max-w-[85vw] flex-col bg-brand-900 text-white shadow-2xl lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-64 lg:shadow-none`}
      >
        <div className="flex items-center justify-between px-5 pt-6 pb-4">
          <Link to="/admin" className="font-display text-2xl font-semibold text-white">
            Backoffice
          </Link>
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            className="rounded-full p-2 text-brand-100 hover:bg-brand-800 lg:hidden"
            aria-label="Close menu"
          >
            <Icon path="M6 6l12 12M18 6L6 18" />
          </button>
        </div>
        <p className="px-5 pb-4 text-sm text-brand-200">
          Signed in as <span className="font-semibold text-white">{userName}</span>
        </p>
        <nav aria-label="Backoffice" className="min-h-0 flex-1 overflow-y-auto px-3">
          <ul className="space-y-1">
            {/* only what the role can use: the API refuses the rest anyway (403) */}
            {sections
              .filter((section) => section.roles.includes(role))
              .map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end ?? false}
                    className={({ isActive }) =>
                      `${itemClass} ${isActive ? 'bg-brand-800 text-white shadow-[inset_3px_0_0_var(--color-alpenglow-500)]' : ''}`
                    }
                  >
                    <Icon path={section.icon} />
                    {section.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="space-y-1 border-t border-brand-800 px-3 py-4">
          <Link to="/" className={itemClass}>
            <Icon path="M10 19l-7-7 7-7M3 12h18" />
            Back to Website
          </Link>
          <form method="post" action="/logout" onSubmit={logout}>
            <button type="submit" disabled={loggingOut} className={itemClass}>
              <Icon path="M15 17l5-5-5-5M20 12H9M12 20H5V4h7" />
              {loggingOut ? 'Logging out…' : 'Logout'}
            </button>
          </form>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-brand-100 bg-white/95 px-4 py-3 backdrop-blur sm:px-8 lg:py-5">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 font-semibold text-brand-900 hover:bg-brand-50 lg:hidden"
          >
            <Icon path="M4 7h16M4 12h16M4 17h16" />
            Menu
          </button>
          <h1 className="text-xl font-semibold sm:text-2xl lg:text-3xl">{title}</h1>
          <p role="status" className="ml-auto text-sm font-medium text-slate-700">
            {retryingNavigation ? 'Retrying…' : null}
          </p>
        </header>
        <main id="admin-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
