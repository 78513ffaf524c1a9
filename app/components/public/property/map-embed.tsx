import { useTexts } from '../../../lib/site/language.tsx';
import { ExternalIcon } from '../site/icons.tsx';

/** docs/spec.md section 9: the map iframe is 300 px high. */
export const mapHeight = 300;

export const mapEmbedUrl = (address: string) =>
  `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;

/** An embedded map of an address, with a plain link for when the map cannot load. */
export function MapEmbed({ address }: { address: string }) {
  const { t } = useTexts();
  return (
    <div>
      <iframe
        title={t('Map of {address}', { address })}
        src={mapEmbedUrl(address)}
        height={mapHeight}
        width="100%"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block w-full rounded-2xl border-0 bg-brand-100"
      />
      <a
        href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-900 underline-offset-4 hover:underline"
      >
        {t('Open in Google Maps')} <ExternalIcon size={14} />
        <span className="sr-only">{t('(opens in a new tab)')}</span>
      </a>
    </div>
  );
}
