import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every response: our own origin, a per-request nonce for React Router's
 * inline scripts, and only those third parties that are configured (analytics, contact widget, calendar)
 * or always embedded (maps and video by address/id).
 */
export function contentSecurityPolicy(config: Config, nonce: string): string {
  const { gaMeasurementId, contactWidgetUrl, eventsCalendarId } = config.thirdParty;
  const analytics = gaMeasurementId
    ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com']
    : [];
  const widget = contactWidgetUrl ? [new URL(contactWidgetUrl).origin] : [];
  const calendar = eventsCalendarId ? ['https://calendar.google.com'] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...analytics, ...widget],
    'style-src': ["'self'", "'unsafe-inline'", ...widget],
    'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...analytics, ...widget],
    'font-src': ["'self'", ...widget],
    'connect-src': ["'self'", ...analytics, ...widget],
    'media-src': [
      "'self'",
      ...(config.thirdParty.heroVideoUrls ?? []).map((u) => safeOrigin(u)).filter(Boolean),
    ],
    'frame-src': [
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
