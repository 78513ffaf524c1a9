import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use: libvips adds ~25 MB to the resident memory of a process that loads it, and a
 * server only needs it when an admin uploads a picture (or an old uploads folder is imported), not to serve
 * pages or stored variants (docs/decisions/0022-seeding-in-a-child-process.md).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new file processed once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
