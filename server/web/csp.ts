import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every response: our own origin, a per-request nonce for React Router's
 * inline scripts, and only those third parties that are configured (analytics, contact widget, calendar)
 * or always embedded (maps and video by address/id).
 *
 * A page from the render cache is one document for many visitors, so it cannot carry a per-request nonce:
 * its policy lists the SHA-256 hashes of that document's own inline scripts instead (`{ hashes }`, see
 * render-cache.ts and docs/decisions/0021-render-cache.md). Either way no other inline script runs.
 */
export function contentSecurityPolicy(config: Config, scripts: string | { hashes: string[] }): string {
  const inline = typeof scripts === 'string' ? [`'nonce-${scripts}'`] : scripts.hashes;
  const { gaMeasurementId, contactWidgetUrl, eventsCalendarId } = config.thirdParty;
  const analytics = gaMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const widget = contactWidgetUrl ? [new URL(contactWidgetUrl).origin] : [];
  const calendar = eventsCalendarId ? ['https://calendar.google.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...analytics, ...widget],
    'style-src': ["'self'", "'unsafe-inline'", ...widget],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...analytics, ...widget],
    'font-src': ["'self'", ...widget],
    'connect-src': ["'self'", ...analytics, ...widget],
    'media-src': [
      "'self'",
      ...(config.thirdParty.heroVideoUrls ?? []).map((u) => safeOrigin(u)).filter(Boolean),
    ],
    'frame-src': [
      // this site's own frames: the back office's page preview (which alone allows being framed)
      "'self'",
      'https://www.google.com',
      'https://maps.google.com',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      ...calendar,
      ...widget,
    ],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (config.secureCookies) directives['upgrade-insecure-requests'] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
