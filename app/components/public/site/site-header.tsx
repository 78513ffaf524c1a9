import { useState } from 'react';
import { Link } from 'react-router';
import { useScrolledPast } from '../../../lib/browser/use-scrolled-past.ts';
import { telHref } from '../../../lib/format/phone.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { BrandMark } from './brand-mark.tsx';
import { MenuIcon, PhoneIcon } from './icons.tsx';
import { SiteMenu } from './site-menu.tsx';

/** docs/spec.md section 9: the bar turns compact once the page is scrolled more than this. */
export const compactAfterPx = 50;

interface SiteHeaderProps {
  site: { name: string; phone: string; email: string; address: string };
  /** The page starts with a dark hero: the bar is see-through over it until scrolled. */
  overHero: boolean;
}

/** The navigation bar: brand, tap-to-call phone (its text hides once scrolled) and the menu toggle. */
export function SiteHeader({ site, overHero }: SiteHeaderProps) {
  const { t, path } = useTexts();
  const scrolled = useScrolledPast(compactAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const solid = scrolled || !overHero;

  return (
    <>
      <header
        data-compact={scrolled}
        className={`fixed inset-x-0 top-0 z-40 text-white transition-[background-color,box-shadow] duration-300 ${
          solid
            ? 'bg-brand-900 shadow-[0_2px_16px_rgba(31,43,59,0.25)]'
            : 'bg-gradient-to-b from-brand-950/85 to-transparent'
        }`}
      >
        <div
          className={`mx-auto flex max-w-7xl items-center gap-2 px-3 transition-[height] duration-300 sm:gap-3 sm:px-6 lg:px-8 ${
            scrolled ? 'h-14' : 'h-20'
          }`}
        >
          <Link
            to={path('/')}
            className="flex items-center gap-2 rounded-lg font-display text-lg font-semibold whitespace-nowrap sm:text-xl"
          >
            <span className="hidden min-[400px]:contents">
              <BrandMark size={scrolled ? 28 : 34} />
            </span>
            <span>{site.name}</span>
          </Link>
          <a
            href={telHref(site.phone)}
            aria-label={t('Call {phone}', { phone: site.phone })}
            className="ml-auto flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-[0.8125rem] font-medium whitespace-nowrap hover:bg-white/10 sm:px-3 sm:text-sm"
          >
            <PhoneIcon size={18} />
            <span className={scrolled ? 'sr-only' : 'hidden min-[360px]:inline'}>{site.phone}</span>
          </a>
          {/* the command opens the menu before the page's code has run (issue 29); React then follows it */}
          <button
            type="button"
            aria-label={t('Open menu')}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            command="show-modal"
            commandfor="site-menu"
            onClick={() => setMenuOpen(true)}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </header>
      <SiteMenu open={menuOpen} onOpenChange={setMenuOpen} site={site} />
    </>
  );
}
