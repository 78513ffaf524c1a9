import { describe, expect, it } from 'vitest';
import { publicRouteFiles } from './route-files.ts';

const route = (id: string, files: Record<string, unknown>) => ({
  id,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  module: `/assets/${id.replaceAll('/', '-')}.js`,
  ...files,
});

describe('the public pages’ code files the site worker keeps', () => {
  it('are the entry’s and every known public route’s modules, split-off loaders, imports and styles, each once', () => {
    const files = publicRouteFiles({
      entry: { module: '/assets/entry.js', imports: ['/assets/chunk.js'] },
      routes: {
        root: route('root', { imports: ['/assets/chunk.js'], css: ['/assets/root.css'] }),
        'routes/public/property': route('routes/public/property', {
          module: '/assets/property-main.js',
          clientLoaderModule: '/assets/property-client-loader.js',
          hydrateFallbackModule: '/assets/property-fallback.js',
          imports: ['/assets/chunk.js', '/assets/icons.js'],
        }),
        'routes/public/contact': route('routes/public/contact', {
          clientActionModule: '/assets/contact-client-action.js',
          clientMiddlewareModule: '/assets/contact-client-middleware.js',
        }),
      },
    });
    expect(files).toEqual([
      '/assets/entry.js',
      '/assets/chunk.js',
      '/assets/root.js',
      '/assets/root.css',
      '/assets/property-main.js',
      '/assets/property-client-loader.js',
      '/assets/icons.js',
      '/assets/routes-public-contact.js',
      '/assets/contact-client-action.js',
      '/assets/contact-client-middleware.js',
    ]);
  });

  it('leave out the back office and the guest welcome pages (their own worker), and routes not known yet', () => {
    const files = publicRouteFiles({
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        'routes/admin/layout': route('routes/admin/layout', { imports: ['/assets/admin-table.js'] }),
        'routes/welcome/welcome-page': route('routes/welcome/welcome-page', {}),
        'routes/public/about': undefined,
      },
    });
    expect(files).toEqual(['/assets/entry.js']);
  });
});
