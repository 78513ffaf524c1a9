import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { headerTitleFor } from '~/lib/admin/page-titles.ts';
import { api } from '~/lib/api.ts';

const sections = [
  { to: '/admin/propertymanager', label: 'Properties', icon: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6' },
  {
    to: '/admin/users',
    label: 'Users',
    icon: 'M16 19v-1a4 4 0 00-8 0v1M12 11a3 3 0 100-6 3 3 0 000 6M20 19v-1a3 3 0 00-3-3',
  },
  { to: '/admin/enquiries', label: 'Enquiries', icon: 'M4 6h16v12H4zM4 7l8 6 8-6' },
] as const;

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
 * The back-office frame: a sidebar (Properties, Users, Enquiries, Back to Website, Logout) that folds
 * away behind a Menu button on phones, a header with the section's title, and the routed page.
 */
export function AdminShell({ userName, children }: { userName: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const sidebarId = useId();
  const title = headerTitleFor(pathname);

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

  async function logout() {
    setLoggingOut(true);
    try {
      await api('/users/auth/logout', { method: 'POST' });
    } catch {
      // Signed out on this screen either way (SPEC.md section 4: logout success or failure goes to /).
    }
    navigate('/', { replace: true });
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
        <nav aria-label="Backoffice" className="flex-1 px-3">
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
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
          <button type="button" onClick={logout} disabled={loggingOut} className={itemClass}>
            <Icon path="M15 17l5-5-5-5M20 12H9M12 20H5V4h7" />
            {loggingOut ? 'Logging out…' : 'Logout'}
          </button>
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
        </header>
        <main id="admin-main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 sm:px-8 sm:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}
