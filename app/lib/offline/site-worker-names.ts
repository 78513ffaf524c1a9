/**
 * Names shared by the public site's service worker (app/service-workers/site-sw.ts) and its pages: the
 * worker imports this module, so it holds no import of its own (the worker's bundle stays this small).
 */
export const siteWorkerUrl = '/site-sw.js';
export const siteWorkerScope = '/';
/** The worker's saved pages, images, and script and style files (content-hashed, kept until pushed out). */
export const sitePagesCache = 'site-pages-v1';
export const siteImagesCache = 'site-images-v1';
export const siteAssetsCache = 'site-assets-v1';
/** The header stamping each stored copy with the time it was stored (the page's offline banner reads it). */
export const savedAtHeader = 'x-saved-at';
/** The message asking the worker to keep files of the public pages' code: `{ type, files: string[] }`. */
export const keepFilesMessage = 'keep-files';

/** Pages the worker never touches: the API, the back office and its login, the welcome pages (own worker). */
export const workerlessPath = (pathname: string) =>
  /^\/(api|admin|login|logout|welcome)(\/|\.|$)/.test(pathname);
