/**
 * Names shared with public/welcome-sw.js (a plain script that cannot import this module; a test keeps
 * the two in step). Each property's saved copy lives in its own Cache Storage cache, so leaving or
 * expiry deletes exactly that guest's page, its images and the assets it needs.
 */
export const workerUrl = '/welcome-sw.js';
export const workerScope = '/welcome/';
export const cachePrefix = 'welcome-page-';
export const offlineCacheName = (propertyId: number) => `${cachePrefix}${propertyId}`;
/** Cache key (never a served address) of the copy's record: when it was saved and when access ends. */
export const savedCopyKey = (propertyId: number) => `/welcome/${propertyId}/saved-copy.json`;
