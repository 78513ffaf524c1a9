import { NavLink } from 'react-router';

/** The tabs of one property in the back office: its details form, its guests' stays, its rates, its calendar and its local guide. */
export function PropertyTabs({ propertyId }: { propertyId: number | string }) {
  const tabs = [
    { to: `/admin/propertymanager/edit/${propertyId}`, label: 'Details' },
    { to: `/admin/propertymanager/edit/${propertyId}/guests`, label: 'Guests' },
    { to: `/admin/propertymanager/edit/${propertyId}/rates`, label: 'Rates' },
    { to: `/admin/propertymanager/edit/${propertyId}/calendar`, label: 'Calendar' },
    { to: `/admin/propertymanager/edit/${propertyId}/places`, label: 'Local guide' },
  ];
  return (
    <nav aria-label="Property" className="mb-6 border-b border-slate-300">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center border-b-4 px-4 font-semibold ${
                  isActive
                    ? 'border-brand-900 text-brand-900'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-brand-900'
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
