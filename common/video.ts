/** The video id of an amenity video link: the text after `v=` (docs/spec.md section 5), or a youtu.be path. */
export function videoIdFromLink(link: string): string | null {
  const afterV = /[?&]v=([A-Za-z0-9_-]{6,20})/.exec(link);
  if (afterV) return afterV[1] ?? null;
  const short = /youtu\.be\/([A-Za-z0-9_-]{6,20})/.exec(link);
  return short?.[1] ?? null;
}
