import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('masks a stay link token and keeps the welcome page id', () => {
    expect(redactUrl('/welcome/3/s/Abc-123_xyz')).toBe('/welcome/3/s/[redacted]');
    expect(redactUrl('/welcome/3/s/Abc?lang=fr')).toBe('/welcome/3/s/[redacted]?lang=fr');
    expect(redactUrl('/fr/welcome/3/s/Abc')).toBe('/fr/welcome/3/s/[redacted]');
    expect(redactUrl('//welcome/3/s/Abc/')).toBe('//welcome/3/s/[redacted]/');
  });

  it('leaves the other welcome addresses alone', () => {
    for (const url of ['/welcome/3', '/welcome/3/login?stay=ended', '/welcome/3/leave', '/welcome'])
      expect(redactUrl(url)).toBe(url);
  });

  it('masks review tokens, on the page and in the API', () => {
    expect(redactUrl('/review/tok3n')).toBe('/review/[redacted]');
    expect(redactUrl('/fr/review/tok3n?x=1')).toBe('/fr/review/[redacted]?x=1');
    expect(redactUrl('/api/v1/reviews/by-token/tok3n')).toBe('/api/v1/reviews/by-token/[redacted]');
    // staff's review addresses carry ids, not tokens
    expect(redactUrl('/api/v1/reviews/12')).toBe('/api/v1/reviews/12');
    expect(redactUrl('/admin/reviews')).toBe('/admin/reviews');
  });

  it('masks a calendar export key wherever it sits in the query', () => {
    expect(redactUrl('/properties/4/calendar.ics?key=s3cret')).toBe(
      '/properties/4/calendar.ics?key=[redacted]',
    );
    expect(redactUrl('/properties/4/calendar.ics?x=1&key=s3cret&y=2')).toBe(
      '/properties/4/calendar.ics?x=1&key=[redacted]&y=2',
    );
    expect(redactUrl('/properties/4/calendar.ics?monkey=1')).toBe('/properties/4/calendar.ics?monkey=1');
  });

  it('masks addresses inside a message or a full URL', () => {
    expect(redactUrl('Route GET:/review/tok3n not found')).toBe('Route GET:/review/[redacted] not found');
    expect(redactUrl('https://site.example/welcome/3/s/Abc')).toBe(
      'https://site.example/welcome/3/s/[redacted]',
    );
  });
});
