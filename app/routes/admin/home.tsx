import { Link } from 'react-router';
import { useAdminUser } from '#app/lib/admin/admin-user.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

const cards = [
  {
    to: '/admin/propertymanager',
    title: 'Property Management',
    text: 'Add, edit or remove properties, their photos and their guest welcome pages.',
  },
  {
    to: '/admin/users',
    title: 'User Profile',
    text: 'Change your username or password, and add or remove staff logins.',
  },
  {
    to: '/admin/enquiries',
    title: 'Enquiries',
    text: 'Read messages sent through the contact form and mark them handled.',
  },
] as const;

export default function AdminHome() {
  const user = useAdminUser();
  return (
    <>
      <h2 className="text-3xl font-semibold">Welcome, Admin</h2>
      <p className="mt-2 text-lg text-slate-700">
        You're signed in as <span className="font-semibold text-brand-900">{user.name}</span>. What would you
        like to do?
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.to}>
            <Link
              to={card.to}
              className="card group flex h-full flex-col p-6 transition-shadow hover:shadow-lg focus-visible:shadow-lg"
            >
              <span className="font-display text-xl font-semibold text-brand-900">{card.title}</span>
              <span className="mt-2 flex-1 text-slate-700">{card.text}</span>
              <span className="mt-4 font-semibold text-alpenglow-700 group-hover:underline">
                Open <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
