import { videoIdFromLink } from '#common/video.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { useHydrated, useOnline } from '../../lib/welcome/use-browser-state.ts';

/**
 * The amenity video, 560x315 and responsive, from youtube-nocookie.com (no tracking cookies until
 * played). The frame is added by the page's code, online only: the server's HTML (and so the copy saved
 * for offline use) holds the video's title and "available with a connection", so a phone without signal
 * never shows an empty frame, even before the page's code runs.
 */
export function VideoEmbed({ link, title }: { link: string; title: string }) {
  const { t } = useTexts();
  const online = useOnline();
  const hydrated = useHydrated();
  const id = link.trim() ? videoIdFromLink(link) : null;
  if (!id) return null;
  return (
    <div className="w-full max-w-[560px] print:hidden">
      {online && hydrated ? (
        <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-950">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
            title={t('Video: {title}', { title })}
            width={560}
            height={315}
            loading="lazy"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="absolute inset-0 h-full w-full border-0"
          />
        </div>
      ) : (
        <p
          data-video-offline
          className="flex aspect-video w-full flex-col items-center justify-center gap-1 rounded-xl bg-brand-50 px-4 py-3 text-center text-brand-900"
        >
          <span className="font-semibold">{t('Video: {title}', { title })}</span>
          <span>{t('Available with a connection')}</span>
        </p>
      )}
    </div>
  );
}

/** In print, the video is replaced by its address. */
export function PrintedVideoLink({ link }: { link: string }) {
  const { t } = useTexts();
  if (!link.trim() || !videoIdFromLink(link)) return null;
  return (
    <p className="hidden text-sm wrap-anywhere print:block">{t('Video: {title}', { title: link.trim() })}</p>
  );
}
