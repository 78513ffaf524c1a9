/**
 * Names shared by the welcome pages' service worker (app/service-workers/welcome-sw.ts) and the page: the
 * worker imports this module, so it holds no import of its own. Each property's saved copy lives in its own
 * Cache Storage cache, so leaving or expiry deletes exactly that guest's page, its images and the assets
 * it needs.
 */
export const workerUrl = '/welcome-sw.js';
export const workerScope = '/welcome/';
export const cachePrefix = 'welcome-page-';
export const offlineCacheName = (propertyId: number | string) => `${cachePrefix}${propertyId}`;
/** Cache key (never a served address) of the copy's record: when it was saved and when access ends. */
export const savedCopyKey = (propertyId: number | string) => `/welcome/${propertyId}/saved-copy.json`;

/** The page addresses the worker answers, each inside its scope; the first group is the property id. */
export const welcomePagePattern = /^\/welcome\/(\d{1,9})\/?$/;
export const stayLinkPattern = /^\/welcome\/(\d{1,9})\/s\/[\w-]{1,200}\/?$/;
export const leavePattern = /^\/welcome\/(\d{1,9})\/leave(?:\.data)?\/?$/;

/**
 * One cache, outside the per-property copies, for what outlives a copy: per guide, when its stay ends and
 * the guide's language (never anything private), so that offline the worker can say the stay has ended
 * rather than that nothing was ever saved.
 */
export const stayEndsCacheName = 'welcome-stay-ends';
export const stayEndKey = (propertyId: number | string) => `/welcome/${propertyId}/stay-end.json`;
