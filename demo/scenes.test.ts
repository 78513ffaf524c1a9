import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoProperties } from './content.ts';
import { drawScene, type SceneKind, type SceneTheme, sceneHeight, sceneKinds, sceneWidth } from './scenes.ts';

const site = { name: 'Selkirk Stays', phone: '+1 250-555-0142', email: 'stay@selkirkstays.example' };

const theme = (overrides: Partial<SceneTheme> = {}): SceneTheme => ({
  seed: 42,
  time: 'golden',
  season: 'winter',
  home: 'chalet',
  accent: '#a0522d',
  ...overrides,
});

/**
 * Checks that an SVG document is well-formed XML (tags nest and close, attributes are quoted, no stray `<`
 * or `&` in text) and that every `url(#…)` and `href="#…"` points at an id defined once in the document.
 */
function checkSvg(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Map<string, number>();
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const open = svg.indexOf('<', i);
    const text = svg.slice(i, open === -1 ? svg.length : open);
    if (/&(?![a-z]+;|#\d+;)/.test(text)) problems.push(`stray & in text near ${i}`);
    if (open === -1) break;
    tag.lastIndex = open;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${open}: ${svg.slice(open, open + 60)}`);
      break;
    }
    const [, closing, name, attrs, selfClosing] = m;
    for (const [, id] of attrs!.matchAll(/\sid="([^"]*)"/g)) ids.set(id!, (ids.get(id!) ?? 0) + 1);
    if (closing) {
      const top = stack.pop();
      if (top !== name) problems.push(`</${name}> closes <${top}>`);
    } else if (!selfClosing) {
      stack.push(name!);
    }
    i = tag.lastIndex;
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  for (const [id, count] of ids) if (count > 1) problems.push(`id ${id} defined ${count} times`);
  for (const [, ref] of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) {
    if (!ids.has(ref!)) problems.push(`reference to undefined #${ref}`);
  }
  return problems;
}

async function pixels(svg: string, width = 96) {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info };
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demo scenes', () => {
  it.each(sceneKinds.map((kind) => [kind]))(
    'draws a well-formed %s that renders at 1600x1067',
    async (kind) => {
      const svg = drawScene(kind as SceneKind, theme({ seed: 7, time: 'dusk' }));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(checkSvg(svg)).toEqual([]);
      const { data, info } = await sharp(Buffer.from(svg))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([sceneWidth, sceneHeight]);
      // A picture, not a flat fill: the pixels spread over a wide range of values.
      const stats = await sharp(data, { raw: info }).stats();
      for (const channel of stats.channels) expect(channel.stdev).toBeGreaterThan(15);
    },
  );

  it('is well-formed across every time of day, season and home style', () => {
    const times = ['dawn', 'day', 'golden', 'dusk', 'night'] as const;
    const seasons = ['winter', 'spring', 'summer', 'autumn'] as const;
    const homes = ['chalet', 'aframe', 'heritage', 'condo', 'modern', 'cabin'] as const;
    for (const [i, time] of times.entries()) {
      for (const [j, season] of seasons.entries()) {
        const home = homes[(i + j) % homes.length]!;
        for (const kind of ['exterior', 'landscape', 'living'] as const) {
          expect(
            checkSvg(drawScene(kind, theme({ seed: i * 10 + j, time, season, home }))),
            `${kind} ${time} ${season}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('draws the same picture for the same theme', () => {
    expect(drawScene('exterior', theme())).toBe(drawScene('exterior', theme()));
  });

  it('draws a different picture for a different seed, light or home', async () => {
    const base = await pixels(drawScene('exterior', theme()));
    for (const other of [
      theme({ seed: 43 }),
      theme({ time: 'day' }),
      theme({ home: 'heritage', accent: '#6f8f7a' }),
    ]) {
      const { data } = await pixels(drawScene('exterior', other));
      expect(meanDifference(base.data, data)).toBeGreaterThan(4);
    }
  });

  it('gives each demo property pictures of its own', async () => {
    const properties = demoProperties(site);
    const covers = properties.map((p) =>
      drawScene(p.cover.kind, {
        seed: p.seed,
        time: p.cover.time,
        season: p.cover.season,
        home: p.home,
        accent: p.accent,
      }),
    );
    expect(new Set(covers).size).toBe(properties.length);
    const living = properties.slice(0, 3).map((p) =>
      drawScene('living', {
        seed: p.seed,
        time: 'golden',
        season: 'winter',
        home: p.home,
        accent: p.accent,
      }),
    );
    const [a, b, c] = await Promise.all(living.map((svg) => pixels(svg)));
    expect(meanDifference(a!.data, b!.data)).toBeGreaterThan(3);
    expect(meanDifference(b!.data, c!.data)).toBeGreaterThan(3);
  });

  it('is used by the demo content for every kind of scene and home', () => {
    const properties = demoProperties(site);
    const kinds = new Set(
      properties.flatMap((p) =>
        [p.cover, ...p.gallery, ...p.shuttleImages, ...p.amenities.flatMap((a) => a.image ?? [])].map(
          (s) => s.kind,
        ),
      ),
    );
    expect([...kinds].sort()).toEqual([...sceneKinds].sort());
    expect(new Set(properties.map((p) => p.home)).size).toBe(6);
    for (const p of properties) {
      expect(p.gallery.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.gallery.length, p.slug).toBeLessThanOrEqual(6);
    }
  });
});
