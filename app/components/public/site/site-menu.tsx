import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { keepTabInside } from '../../../lib/browser/focus-trap.ts';
import { telHref } from '../../../lib/format/phone.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { sceneImage } from '../../../lib/site/scenes.ts';
import { loginPath, menuLinks } from '../../../lib/site/site-links.ts';
import { ContentPicture } from '../content/content-picture.tsx';
import { BrandMark } from './brand-mark.tsx';
import { CloseIcon, LockIcon, MailIcon, PhoneIcon } from './icons.tsx';
import { LanguageSwitch } from './language-switch.tsx';

interface SiteMenuProps {
  open: boolean;
  /** The menu opened or closed by itself: by its buttons' commands before the code ran, or natively. */
  onOpenChange: (open: boolean) => void;
  site: { name: string; phone: string; email: string; address: string };
}

/**
 * The full-screen menu overlay: a modal <dialog>, so the page behind is inert while it is open. It closes
 * on a link click, the close button or Escape, and focus goes back to the toggle that opened it. The open
 * and close buttons are invoker commands, so the menu works before the page's code has run (issue 29, ADR
 * 0034); a menu opened that way is adopted as open when the code arrives.
 */
export function SiteMenu({ open, onOpenChange, site }: SiteMenuProps) {
  const { t, path } = useTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const adopted = useRef(false);
  const onClose = () => onOpenChange(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!adopted.current) {
      adopted.current = true;
      if (dialog.open && !open) return onOpenChange(true);
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, onOpenChange]);

  return (
    <dialog
      ref={ref}
      id="site-menu"
      aria-label={t('Menu')}
      className="site-menu fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-brand-900 p-0 text-white backdrop:bg-transparent"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onKeyDown={keepTabInside}
    >
      <div className="mx-auto flex min-h-full max-w-7xl flex-col px-4 sm:px-6 lg:px-8">
        <div className="flex h-20 items-center justify-between gap-4">
          <Link
            to={path('/')}
            onClick={onClose}
            className="flex items-center gap-2.5 rounded-lg font-display text-xl font-semibold"
          >
            <BrandMark size={36} />
            <span>{site.name}</span>
          </Link>
          {/* beside the close button, not among the page links: it is the same page, in the other language */}
          <div className="ml-auto flex items-center gap-3">
            <LanguageSwitch className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 font-semibold hover:bg-white/20" />
            <button
              type="button"
              command="close"
              commandfor="site-menu"
              onClick={onClose}
              aria-label={t('Close menu')}
              className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <CloseIcon size={24} />
            </button>
          </div>
        </div>
        <div className="mt-6 grid items-start gap-10 sm:mt-10 lg:grid-cols-[1fr_1fr]">
          <nav aria-label={t('Main')}>
            <ul className="grid gap-1 sm:gap-2">
              {menuLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={path(link.to)}
                    end
                    onClick={onClose}
                    className={({ isActive }) =>
                      `inline-flex min-h-11 items-center rounded-lg py-1 font-display text-3xl font-medium tracking-tight transition-colors hover:text-alpenglow-100 sm:text-5xl ${
                        isActive
                          ? 'text-alpenglow-100 underline decoration-alpenglow-500 decoration-2 underline-offset-8'
                          : ''
                      }`
                    }
                  >
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
              <li>
                <Link
                  to={loginPath}
                  onClick={onClose}
                  aria-label={t('Staff login')}
                  title={t('Staff login')}
                  className="mt-2 inline-grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <LockIcon size={20} />
                </Link>
              </li>
            </ul>
          </nav>
          {open ? <MenuPicture /> : null}
        </div>
        <div className="mt-auto grid gap-3 border-t border-white/15 py-8 text-brand-100 sm:grid-cols-3">
          <a href={telHref(site.phone)} className="flex items-center gap-2 hover:text-white">
            <PhoneIcon /> {site.phone}
          </a>
          <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-white">
            <MailIcon /> {site.email}
          </a>
          <p>{site.address}</p>
        </div>
      </div>
    </dialog>
  );
}

/** A mountain scene beside the links on wide screens; loaded only when the menu opens. */
function MenuPicture() {
  const image = sceneImage('season-winter');
  return (
    <ContentPicture
      image={image}
      sizes="50vw"
      alt=""
      className="hidden aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl lg:block"
    />
  );
}
