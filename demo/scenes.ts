/**
 * Illustrated scenes for the demo content: pure functions of a theme (seed, time of day, season, home
 * style) that return 1600x1067 SVG documents. Nothing is downloaded; sharp renders them to pixels.
 *
 * The look leans on a few painterly tricks: layered ridges that fade into the sky colour with distance,
 * light and shadow faces on every peak, soft glows built from radial gradients (cheap to render, unlike
 * blur filters), and reflections drawn by mirroring the scene above the waterline.
 */

export const sceneWidth = 1600;
export const sceneHeight = 1067;
const W = sceneWidth;
const H = sceneHeight;

export type TimeOfDay = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
export type Season = 'winter' | 'spring' | 'summer' | 'autumn';
export type HomeStyle = 'chalet' | 'aframe' | 'heritage' | 'condo' | 'modern' | 'cabin';
export type SceneKind =
  | 'landscape'
  | 'lake'
  | 'exterior'
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'hottub'
  | 'shuttle'
  | 'sauna'
  | 'dock';

export const sceneKinds: readonly SceneKind[] = [
  'landscape',
  'lake',
  'exterior',
  'living',
  'bedroom',
  'kitchen',
  'hottub',
  'shuttle',
  'sauna',
  'dock',
];

export interface SceneTheme {
  seed: number;
  time: TimeOfDay;
  season: Season;
  home: HomeStyle;
  /** Main colour of the home: siding, trim or cabinetry. */
  accent: string;
}

export const brandDark = '#2f4159';

type Rand = () => number;
type Point = [number, number];

/** A small, fast, seedable generator (mulberry32): the same seed always draws the same picture. */
export function seededRandom(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: Rand, a: number, b: number) => a + (b - a) * r();
const chance = (r: Rand, p: number) => r() < p;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const n = (v: number) => (Math.round(v * 10) / 10).toString();
const pathOf = (points: readonly Point[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear blend of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const A = rgb(a);
  const B = rgb(b);
  const k = Math.min(1, Math.max(0, t));
  return `#${A.map((v, i) =>
    Math.round(v + (B[i]! - v) * k)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}

const darken = (c: string, t: number) => mix(c, '#0b1020', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

/** Unique-per-document ids: nested views (a window onto the valley) must not collide with the room's. */
class Ids {
  private count = 0;
  constructor(private readonly prefix: string) {}
  next(name: string) {
    this.count += 1;
    return `${this.prefix}${name}${this.count}`;
  }
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1, x1 = 0, y1 = 0) {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('')}</radialGradient>`;
}

/** A soft glow: an ellipse filled with a radial gradient fading to transparent. */
function glow(ids: Ids, cx: number, cy: number, rx: number, ry: number, colour: string, opacity: number) {
  const id = ids.next('glow');
  return `<defs>${radial(id, [
    [0, colour, opacity],
    [0.35, colour, opacity * 0.55],
    [1, colour, 0],
  ])}</defs><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}

// ---------------------------------------------------------------------------------------------------------
// Light and season

interface Light {
  sky: [string, string, string];
  sun: { x: number; y: number; r: number; colour: string; moon: boolean } | null;
  sunGlow: string;
  /** Tint of sunlit surfaces and of the light side of peaks. */
  lit: string;
  shade: string;
  haze: string;
  /** 0 in daylight, towards 1 at night: foregrounds darken, windows light up. */
  dark: number;
  stars: boolean;
  /** Which side the light comes from: -1 left, 1 right. */
  side: -1 | 1;
  cloud: string;
}

function lightFor(time: TimeOfDay, r: Rand): Light {
  const side: -1 | 1 = chance(r, 0.5) ? -1 : 1;
  const sunX = side < 0 ? between(r, 180, 520) : between(r, 1080, 1420);
  switch (time) {
    case 'dawn':
      return {
        sky: ['#46507f', '#c58ea6', '#f7cfa6'],
        sun: { x: sunX, y: 520, r: 46, colour: '#ffe6c4', moon: false },
        sunGlow: '#ffc9a0',
        lit: '#ffc2b4',
        shade: '#5c5f92',
        haze: '#d9a6b8',
        dark: 0.15,
        stars: false,
        side,
        cloud: '#f6b6b0',
      };
    case 'day':
      return {
        sky: ['#3a78c2', '#86bde6', '#dcecf6'],
        sun: { x: sunX, y: 150, r: 40, colour: '#fffdf2', moon: false },
        sunGlow: '#fff6d8',
        lit: '#ffffff',
        shade: '#7f93ba',
        haze: '#c9ddee',
        dark: 0,
        stars: false,
        side,
        cloud: '#ffffff',
      };
    case 'golden':
      return {
        sky: ['#5673ab', '#e9b27e', '#ffd9a0'],
        sun: { x: sunX, y: 440, r: 52, colour: '#fff0c8', moon: false },
        sunGlow: '#ffcf7d',
        lit: '#ffd49a',
        shade: '#6a6896',
        haze: '#efc39a',
        dark: 0.1,
        stars: false,
        side,
        cloud: '#ffd0a0',
      };
    case 'dusk':
      return {
        sky: ['#1f2b52', '#584f8c', '#ec9170'],
        sun: null,
        sunGlow: '#f6a07a',
        lit: '#eea695',
        shade: '#3d4274',
        haze: '#86709e',
        dark: 0.55,
        stars: true,
        side,
        cloud: '#c9829a',
      };
    case 'night':
      return {
        sky: ['#0b1430', '#1b2b56', '#3d5387'],
        sun: { x: sunX, y: 170, r: 30, colour: '#f4f1e2', moon: true },
        sunGlow: '#b9c9ee',
        lit: '#c6d5f2',
        shade: '#1f2a50',
        haze: '#31426e',
        dark: 0.8,
        stars: true,
        side,
        cloud: '#4a5b8a',
      };
  }
}

interface Ground {
  /** Fraction of a peak's height (from its top) that is under snow. */
  snow: number;
  ground: string;
  forest: string;
  larch: number;
  snowOnTrees: boolean;
  water: string;
  snowfall: boolean;
  white: boolean;
}

function groundFor(season: Season, r: Rand): Ground {
  switch (season) {
    case 'winter':
      return {
        snow: 1,
        ground: '#eef3f9',
        forest: '#1f3b34',
        larch: 0,
        snowOnTrees: true,
        water: '#4d6d88',
        snowfall: chance(r, 0.5),
        white: true,
      };
    case 'spring':
      return {
        snow: 0.55,
        ground: '#7ea35c',
        forest: '#21433a',
        larch: 0.08,
        snowOnTrees: false,
        water: '#3f8a94',
        snowfall: false,
        white: false,
      };
    case 'summer':
      return {
        snow: 0.28,
        ground: '#6f9a4f',
        forest: '#1f4237',
        larch: 0,
        snowOnTrees: false,
        water: '#2f8e98',
        snowfall: false,
        white: false,
      };
    case 'autumn':
      return {
        snow: 0.35,
        ground: '#b39a55',
        forest: '#24423a',
        larch: 0.3,
        snowOnTrees: false,
        water: '#3d7788',
        snowfall: false,
        white: false,
      };
  }
}

interface World {
  r: Rand;
  ids: Ids;
  light: Light;
  ground: Ground;
  theme: SceneTheme;
  /** 1 for a full picture; less for small nested views, which need fewer trees. */
  detail: number;
}

function world(theme: SceneTheme, prefix: string, detail = 1): World {
  const r = seededRandom(theme.seed);
  return {
    r,
    ids: new Ids(prefix),
    light: lightFor(theme.time, r),
    ground: groundFor(theme.season, r),
    theme,
    detail,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sky

function sky(w: World, horizon: number): string {
  const { ids, light, r } = w;
  const id = ids.next('sky');
  const parts = [
    `<defs>${linear(id, [
      [0, light.sky[0]],
      [0.55, light.sky[1]],
      [1, light.sky[2]],
    ])}</defs>`,
    `<rect width="${W}" height="${n(horizon + 40)}" fill="url(#${id})"/>`,
  ];
  if (light.stars) {
    const stars: string[] = [];
    for (let i = 0; i < 140; i += 1) {
      const y = between(r, 0, horizon * 0.62);
      const size = r() < 0.08 ? 1.9 : between(r, 0.6, 1.3);
      stars.push(
        `<circle cx="${n(between(r, 0, W))}" cy="${n(y)}" r="${n(size)}" opacity="${n(between(r, 0.35, 0.95) * (1 - y / horizon))}"/>`,
      );
    }
    parts.push(`<g fill="#fffaf0">${stars.join('')}</g>`);
  }
  const sun = light.sun;
  const glowX = sun?.x ?? (light.side < 0 ? 420 : 1180);
  const glowY = sun?.y ?? horizon;
  parts.push(
    glow(ids, glowX, glowY, 900, sun && !sun.moon ? 520 : 380, light.sunGlow, sun?.moon ? 0.35 : 0.75),
  );
  if (sun) {
    parts.push(glow(ids, sun.x, sun.y, sun.r * 4, sun.r * 4, sun.colour, 0.55));
    parts.push(`<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${sun.r}" fill="${sun.colour}"/>`);
    if (sun.moon) {
      parts.push(
        `<circle cx="${n(sun.x - 9)}" cy="${n(sun.y - 6)}" r="6" fill="#d9d6c6" opacity="0.6"/><circle cx="${n(sun.x + 10)}" cy="${n(sun.y + 9)}" r="4" fill="#d9d6c6" opacity="0.5"/>`,
      );
    }
  }
  parts.push(clouds(w, horizon));
  return parts.join('');
}

function clouds(w: World, horizon: number): string {
  const { r, ids, light } = w;
  const count = w.theme.time === 'night' ? 2 : Math.floor(between(r, 2, 6));
  const id = ids.next('cloud');
  const out = [
    `<defs>${radial(id, [
      [0, light.cloud, 0.85],
      [0.6, light.cloud, 0.45],
      [1, light.cloud, 0],
    ])}</defs>`,
  ];
  for (let i = 0; i < count; i += 1) {
    const cx = between(r, 0, W);
    const cy = between(r, horizon * 0.12, horizon * 0.55);
    const width = between(r, 260, 520);
    const puffs = Math.floor(between(r, 4, 8));
    for (let p = 0; p < puffs; p += 1) {
      const px = cx + between(r, -0.5, 0.5) * width;
      const py = cy + between(r, -18, 18);
      out.push(
        `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(between(r, 80, 170))}" ry="${n(between(r, 22, 46))}" fill="url(#${id})" opacity="${n(between(r, 0.4, 0.8))}"/>`,
      );
    }
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------
// Mountains

interface Peak {
  x: number;
  h: number;
  left: number;
  right: number;
}

/** The skyline of a range: the highest of several cones, roughened by octaves of value noise. */
function ridgeLine(r: Rand, base: number, peaks: Peak[], jag: number, step = 6): Point[] {
  const octaves = [
    { spacing: 180, amp: jag },
    { spacing: 70, amp: jag * 0.45 },
    { spacing: 24, amp: jag * 0.18 },
  ].map((o) => ({
    ...o,
    values: Array.from({ length: Math.ceil((W + 200) / o.spacing) + 2 }, () => r() * 2 - 1),
  }));
  const points: Point[] = [];
  for (let x = -100; x <= W + 100; x += step) {
    let h = 0;
    for (const p of peaks) {
      const d = x - p.x;
      h = Math.max(h, p.h - (d < 0 ? -d * p.left : d * p.right));
    }
    let noise = 0;
    for (const o of octaves) {
      const u = (x + 100) / o.spacing;
      const i = Math.floor(u);
      const t = u - i;
      const s = t * t * (3 - 2 * t);
      noise += ((o.values[i] ?? 0) * (1 - s) + (o.values[i + 1] ?? 0) * s) * o.amp;
    }
    points.push([x, base - Math.max(0, h) - noise * Math.min(1, Math.max(0.2, h / 200))]);
  }
  return points;
}

function makePeaks(r: Rand, count: number, hMin: number, hMax: number, steep: [number, number]): Peak[] {
  const peaks: Peak[] = [];
  for (let i = 0; i < count; i += 1) {
    peaks.push({
      x: ((i + between(r, 0.1, 0.9)) / count) * (W + 200) - 100,
      h: between(r, hMin, hMax),
      left: between(r, steep[0], steep[1]),
      right: between(r, steep[0], steep[1]),
    });
  }
  return peaks;
}

interface RangeOptions {
  base: number;
  peaks: Peak[];
  jag: number;
  /** 0 (near) to 1 (far): how far the range fades into the haze. */
  depth: number;
  bottom?: number;
  rock?: string;
  snow?: number;
}

/** One mountain range with snowfields, light and shadow faces, and haze at its foot. */
function range(w: World, o: RangeOptions): { svg: string; ridge: Point[] } {
  const { r, ids, light, ground } = w;
  const ridge = ridgeLine(r, o.base, o.peaks, o.jag);
  const bottom = o.bottom ?? H;
  const outline: Point[] = [...ridge, [W + 100, bottom], [-100, bottom]];
  const clip = ids.next('range');
  const rockBase = o.rock ?? '#59627a';
  const rock = mix(mix(rockBase, light.shade, 0.35), light.haze, o.depth * 0.75);
  const snowLit = mix(mix('#ffffff', light.lit, 0.55), light.haze, o.depth * 0.35);
  const shadeOpacity = (ground.white ? 0.62 : 0.5) - o.depth * 0.25;
  const snowShare = o.snow ?? ground.snow;

  const parts: string[] = [`<defs><clipPath id="${clip}"><path d="${pathOf(outline)}"/></clipPath></defs>`];
  const rockGrad = ids.next('rock');
  parts.push(
    `<defs>${linear(rockGrad, [
      [0, mix(rock, light.lit, 0.12)],
      [1, mix(rock, light.haze, 0.35)],
    ])}</defs>`,
    `<path d="${pathOf(outline)}" fill="url(#${rockGrad})"/>`,
  );

  // Snowfields: below the ridge down to a ragged snowline that reaches further down in the gullies.
  const snowParts: string[] = [];
  const faces: string[] = [];
  for (const peak of o.peaks) {
    const top = o.base - peak.h;
    const depthOfSnow = peak.h * snowShare;
    const line = top + depthOfSnow;
    const lower: Point[] = [];
    const upper: Point[] = [];
    // The snowline wanders, and reaches further down in gullies.
    let walk = 0;
    let gully = 0;
    for (const [x, y] of ridge) {
      const d = x - peak.x;
      const reach = peak.h / (d < 0 ? peak.left : peak.right);
      if (Math.abs(d) > reach * 1.1) continue;
      walk = Math.max(
        -depthOfSnow * 0.3,
        Math.min(depthOfSnow * 0.3, walk + between(r, -1, 1) * depthOfSnow * 0.08),
      );
      if (gully <= 0 && chance(r, 0.05)) gully = between(r, 0.3, 0.9) * depthOfSnow;
      const dip = Math.max(gully, 0);
      gully = gully > 0 ? gully - depthOfSnow * between(r, 0.08, 0.2) : 0;
      const edge = line + walk + dip + (snowShare >= 1 ? H : 0);
      upper.push([x, y]);
      lower.push([x, Math.max(y, edge)]);
    }
    if (upper.length > 1) snowParts.push(pathOf([...upper, ...lower.reverse()]));

    // The face turned away from the light, split from the lit face by a wandering spine.
    const dir = -light.side;
    const spine: Point[] = [];
    const drift = between(r, -0.35, 0.35);
    for (let y = top; y <= bottom + 10; y += 18) {
      spine.push([peak.x + (y - top) * drift + between(r, -7, 7), y]);
    }
    const reach = peak.h / (dir > 0 ? peak.right : peak.left);
    const farX = peak.x + dir * reach * 1.05;
    const edge = ridge.filter(([x]) => (dir > 0 ? x >= peak.x && x <= farX : x <= peak.x && x >= farX));
    if (edge.length > 1) {
      const face: Point[] = [[peak.x, top], ...edge, [farX, bottom + 10], ...spine.reverse()];
      faces.push(pathOf(face));
    }
  }
  if (snowShare > 0) {
    parts.push(`<path d="${snowParts.join('')}" fill="${snowLit}"/>`);
    // Streaks of rock in the snow: ribs and couloirs.
    const ribs: string[] = [];
    for (const peak of o.peaks) {
      const top = o.base - peak.h;
      const count = Math.floor(between(r, 3, 7));
      for (let i = 0; i < count; i += 1) {
        const x0 = peak.x + between(r, -0.5, 0.5) * (peak.h / peak.left);
        const y0 = top + peak.h * between(r, 0.12, 0.45);
        const len = peak.h * between(r, 0.1, 0.35);
        const lean = between(r, -0.5, 0.5);
        const wd = between(r, 3, 9);
        ribs.push(
          pathOf([
            [x0, y0],
            [x0 + wd, y0 + len * 0.2],
            [x0 + lean * len + wd * 0.3, y0 + len],
            [x0 + lean * len - wd * 0.2, y0 + len * 0.9],
          ]),
        );
      }
    }
    parts.push(`<g clip-path="url(#${clip})"><path d="${ribs.join('')}" fill="${rock}" opacity="0.55"/></g>`);
  }
  parts.push(
    `<g clip-path="url(#${clip})"><path d="${faces.join('')}" fill="${light.shade}" opacity="${n(shadeOpacity)}"/>`,
  );
  // Haze gathering at the foot of the range.
  const hazeId = ids.next('haze');
  const foot = Math.min(bottom, o.base + 40);
  parts.push(
    `<defs>${linear(hazeId, [
      [0, light.haze, 0],
      [1, light.haze, 0.55 + o.depth * 0.3],
    ])}</defs><rect x="0" y="${n(foot - 260)}" width="${W}" height="${n(bottom - foot + 260)}" fill="url(#${hazeId})"/></g>`,
  );
  return { svg: parts.join(''), ridge };
}

// ---------------------------------------------------------------------------------------------------------
// Trees

interface TreeShape {
  left: string;
  right: string;
  snow: string;
}

/** A spruce or fir: tiers of drooping boughs, a lit half and a shaded half. */
function spruce(r: Rand, x: number, y: number, h: number, w: number, snowy: boolean): TreeShape {
  const tiers = Math.max(4, Math.min(11, Math.round(h / 14)));
  const right: Point[] = [[x, y - h]];
  const left: Point[] = [[x, y - h]];
  const snow: string[] = [];
  const trunk = Math.max(1, w * 0.05);
  for (let i = 0; i < tiers; i += 1) {
    const t = (i + 1) / tiers;
    const tierBottom = y - h + h * 0.93 * t;
    const tierH = (h * 0.93) / tiers;
    const spread = (w / 2) * (0.18 + 0.82 * t ** 0.9);
    const hwR = spread * between(r, 0.85, 1.12);
    const hwL = spread * between(r, 0.85, 1.12);
    const droop = tierH * between(r, 0.15, 0.4);
    right.push([x + hwR, tierBottom + droop], [x + hwR * 0.3, tierBottom - tierH * 0.05]);
    left.push([x - hwL, tierBottom + droop], [x - hwL * 0.3, tierBottom - tierH * 0.05]);
    if (snowy && i < tiers - 1) {
      const top = tierBottom - tierH * 0.95;
      snow.push(
        pathOf([
          [x, top - 1],
          [x + hwR * 0.95, tierBottom + droop - 1],
          [x + hwR * 0.55, tierBottom - tierH * 0.08],
          [x + hwR * 0.1, top + tierH * 0.5],
          [x - hwL * 0.1, top + tierH * 0.5],
          [x - hwL * 0.55, tierBottom - tierH * 0.08],
          [x - hwL * 0.95, tierBottom + droop - 1],
        ]),
      );
    }
  }
  right.push([x + trunk, y - h * 0.04], [x + trunk, y], [x, y]);
  left.push([x - trunk, y - h * 0.04], [x - trunk, y], [x, y]);
  return { left: pathOf(left), right: pathOf(right), snow: snow.join('') };
}

interface ForestOptions {
  /** The ground line the trees stand on. */
  line: (x: number) => number;
  from?: number;
  to?: number;
  hMin: number;
  hMax: number;
  spacing: number;
  /** 0 near, 1 far. */
  depth: number;
  /** Where the dense forest body below the line ends; `false` draws only the trees. */
  fill?: number | false;
  /** Rows of trees stacked down the slope, each a little in front of the last. */
  rows?: number;
  /** Vertical distance covered by the rows. */
  band?: number;
}

/** A band of forest: a dense body below the line and rows of spires standing on it. */
function forest(w: World, o: ForestOptions): string {
  const { r, light, ground } = w;
  const nearTone = darken(mix(ground.forest, light.shade, 0.2 + light.dark * 0.3), light.dark * 0.35);
  const tone = mix(nearTone, light.haze, o.depth * 0.8);
  const litTone = mix(tone, mix(light.lit, '#b7d48a', ground.white ? 0.1 : 0.45), 0.2 - o.depth * 0.1);
  const larchTone = mix(mix('#dba53e', light.lit, 0.2), light.haze, o.depth * 0.7);
  const snowTone = mix(mix('#f4f7fb', light.lit, 0.35), light.haze, o.depth * 0.5);
  const from = o.from ?? -40;
  const to = o.to ?? W + 40;
  const rows = o.rows ?? 1;
  const band = o.band ?? 0;
  const parts: string[] = [];
  if (o.fill !== false) {
    const body: Point[] = [];
    for (let x = from; x <= to; x += 20) body.push([x, o.line(x) + 2]);
    const bottom = o.fill ?? H;
    body.push([to, bottom], [from, bottom]);
    parts.push(`<path d="${pathOf(body)}" fill="${tone}"/>`);
  }
  const snowy = ground.snowOnTrees && o.depth < 0.85;
  for (let row = 0; row < rows; row += 1) {
    const shade: string[] = [];
    const lit: string[] = [];
    const larchShade: string[] = [];
    const larchLit: string[] = [];
    const snow: string[] = [];
    const dy = rows === 1 ? 0 : (band * row) / (rows - 1);
    const grow = 1 + (rows === 1 ? 0 : (0.25 * row) / (rows - 1));
    const spacing = o.spacing / w.detail;
    for (let x = from + between(r, 0, spacing); x <= to; x += spacing * between(r, 0.55, 1.35)) {
      const h = between(r, o.hMin, o.hMax) * grow * (1 + (1 - w.detail) * 0.4);
      const tree = spruce(
        r,
        x,
        o.line(x) + dy + between(r, 0, o.hMin * 0.25),
        h,
        h * between(r, 0.3, 0.42),
        snowy,
      );
      const isLarch = chance(r, ground.larch);
      const [a, b] = light.side < 0 ? [tree.left, tree.right] : [tree.right, tree.left];
      (isLarch ? larchLit : lit).push(a);
      (isLarch ? larchShade : shade).push(b);
      if (snowy) snow.push(tree.snow);
    }
    const rowTone = mix(tone, darken(tone, 0.25), row / Math.max(1, rows));
    parts.push(
      `<path d="${shade.join('')}" fill="${rowTone}"/>`,
      `<path d="${lit.join('')}" fill="${litTone}"/>`,
    );
    if (larchLit.length > 0) {
      parts.push(
        `<path d="${larchShade.join('')}" fill="${darken(larchTone, 0.25)}"/>`,
        `<path d="${larchLit.join('')}" fill="${larchTone}"/>`,
      );
    }
    if (snow.length > 0) parts.push(`<path d="${snow.join('')}" fill="${snowTone}" opacity="0.9"/>`);
  }
  return parts.join('');
}

/** A gentle rolling line for forest edges and shores. */
function rolling(r: Rand, base: number, amp: number): (x: number) => number {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    k: between(r, 0.002, 0.006) * (i + 1),
    p: between(r, 0, Math.PI * 2),
    a: amp / (i + 1),
  }));
  return (x) => base + waves.reduce((s, wv) => s + Math.sin(x * wv.k + wv.p) * wv.a, 0);
}

/** A big framing tree in the foreground. */
function bigTree(w: World, x: number, y: number, h: number): string {
  const { r, light, ground } = w;
  const tone = darken(mix(ground.forest, light.shade, 0.2), 0.25 + light.dark * 0.4);
  const lit = mix(tone, light.lit, 0.16);
  const tree = spruce(r, x, y, h, h * between(r, 0.36, 0.42), ground.snowOnTrees);
  const [a, b] = light.side < 0 ? [tree.left, tree.right] : [tree.right, tree.left];
  return `<path d="${b}" fill="${tone}"/><path d="${a}" fill="${lit}"/>${
    tree.snow ? `<path d="${tree.snow}" fill="${mix('#f7f9fc', light.lit, 0.3)}" opacity="0.95"/>` : ''
  }`;
}

function snowfall(w: World, density = 260): string {
  if (!w.ground.snowfall) return '';
  const flakes: string[] = [];
  for (let i = 0; i < density; i += 1) {
    flakes.push(
      `<circle cx="${n(between(w.r, 0, W))}" cy="${n(between(w.r, 0, H))}" r="${n(between(w.r, 1, 3.4))}" opacity="${n(between(w.r, 0.35, 0.85))}"/>`,
    );
  }
  return `<g fill="#ffffff">${flakes.join('')}</g>`;
}

// ---------------------------------------------------------------------------------------------------------
// Landscapes

interface Valley {
  svg: string;
  /** Where the valley floor / far shore sits. */
  floor: number;
}

/** Sky, three ranges fading into the distance and forested foothills, down to `floor`. */
function valley(w: World, floor: number): Valley {
  const { r } = w;
  const parts = [sky(w, floor)];
  const far = range(w, {
    base: floor - 40,
    peaks: makePeaks(r, 4, 260, 430, [0.75, 1.25]),
    jag: 26,
    depth: 0.85,
  });
  const mid = range(w, {
    base: floor + 10,
    peaks: makePeaks(r, 3, 190, 330, [0.55, 1.0]),
    jag: 30,
    depth: 0.5,
    snow: w.ground.snow * 0.8,
  });
  parts.push(far.svg, mid.svg);
  parts.push(
    forest(w, {
      line: rolling(r, floor - 70, 34),
      hMin: 14,
      hMax: 26,
      spacing: 8,
      depth: 0.6,
      rows: 3,
      band: 26,
    }),
  );
  parts.push(
    forest(w, {
      line: rolling(r, floor - 22, 20),
      hMin: 20,
      hMax: 38,
      spacing: 10,
      depth: 0.38,
      rows: 5,
      band: 90,
    }),
  );
  return { svg: parts.join(''), floor };
}

function groundPlane(w: World, top: (x: number) => number, depthTone = 0): string {
  const { ids, light, ground } = w;
  const id = ids.next('ground');
  const base = mix(ground.ground, light.lit, ground.white ? 0.25 : 0.1);
  const near = darken(mix(ground.ground, light.shade, ground.white ? 0.45 : 0.3), light.dark * 0.45);
  const pts: Point[] = [];
  for (let x = -20; x <= W + 20; x += 20) pts.push([x, top(x)]);
  pts.push([W + 20, H + 10], [-20, H + 10]);
  return `<defs>${linear(id, [
    [0, mix(darken(base, light.dark * 0.3), light.haze, 0.25 + depthTone)],
    [1, near],
  ])}</defs><path d="${pathOf(pts)}" fill="url(#${id})"/>`;
}

/** Ground texture: snow drifts and sparkle in winter, grass tufts and wildflowers otherwise. */
function meadow(w: World, line: (x: number) => number, from = 0, to = W): string {
  const { r, light, ground, ids } = w;
  const out: string[] = [];
  const shadow = ground.white ? mix(light.shade, light.sky[1], 0.3) : darken(ground.forest, 0.2);
  const id = ids.next('drift');
  out.push(
    `<defs>${radial(id, [
      [0, shadow, ground.white ? 0.35 : 0.25],
      [1, shadow, 0],
    ])}</defs>`,
  );
  for (let i = 0; i < 14; i += 1) {
    const x = between(r, from, to);
    const y = between(r, line(x) + 20, H);
    const t = (y - line(x)) / (H - line(x));
    out.push(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 120, 320) * (0.5 + t))}" ry="${n(between(r, 10, 24) * (0.5 + t))}" fill="url(#${id})"/>`,
    );
  }
  if (ground.white) {
    const sparkles: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const x = between(r, from, to);
      const y = between(r, line(x) + 6, H);
      sparkles.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 0.8, 2))}" opacity="${n(between(r, 0.4, 0.9))}"/>`,
      );
    }
    out.push(`<g fill="${lighten(light.lit, 0.6)}">${sparkles.join('')}</g>`);
    return out.join('');
  }
  const blades: string[] = [];
  const bladesLit: string[] = [];
  const grass = darken(mix(ground.ground, light.shade, 0.3), 0.25 + light.dark * 0.4);
  const grassLit = mix(
    mix(ground.ground, light.lit, 0.35),
    '#e8e2a0',
    w.theme.season === 'autumn' ? 0.3 : 0.1,
  );
  for (let i = 0; i < 900; i += 1) {
    const x = between(r, from, to);
    const y = line(x) + 4 + (H + 10 - line(x)) * r() ** 1.6;
    const t = (y - line(x)) / (H - line(x));
    const h = between(r, 4, 12) * (0.4 + t * 2.4);
    const lean = between(r, -0.5, 0.5) * h;
    const tuft = `M${n(x - 1 - t * 2)} ${n(y)}Q${n(x + lean * 0.3)} ${n(y - h * 0.6)} ${n(x + lean)} ${n(y - h)}Q${n(x + lean * 0.2)} ${n(y - h * 0.4)} ${n(x + 1 + t * 2)} ${n(y)}Z`;
    (chance(r, 0.45) ? bladesLit : blades).push(tuft);
  }
  out.push(
    `<path d="${blades.join('')}" fill="${grass}"/><path d="${bladesLit.join('')}" fill="${grassLit}" opacity="0.8"/>`,
  );
  if (w.theme.season !== 'autumn') {
    const colours = ['#8f6bd1', '#f2c94c', '#e8614f', '#f6f2ea'];
    const flowers: string[] = [];
    for (let i = 0; i < 110; i += 1) {
      const x = between(r, from, to);
      const y = between(r, line(x) + 14, H);
      const t = (y - line(x)) / (H - line(x));
      flowers.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1 + t * 3.2)}" fill="${darken(pick(r, colours), light.dark * 0.5)}" opacity="${n(0.7 + t * 0.3)}"/>`,
      );
    }
    out.push(flowers.join(''));
  }
  return out.join('');
}

/** A split-rail fence running across a slope. */
function fence(w: World, x0: number, x1: number, line: (x: number) => number, height: number): string {
  const { light, r } = w;
  const wood = darken(mix('#7a5a3e', light.shade, 0.25), light.dark * 0.5);
  const lit = mix(wood, light.lit, 0.3);
  const posts: string[] = [];
  const rails: string[] = [];
  const step = (x1 - x0) / Math.max(2, Math.round((x1 - x0) / (height * 2.4)));
  for (let x = x0; x <= x1 + 1; x += step) {
    const y = line(x);
    const t = (y - 600) / 500;
    const pw = 4 + t * 8;
    posts.push(
      `<rect x="${n(x - pw / 2)}" y="${n(y - height * (0.8 + t))}" width="${n(pw)}" height="${n(height * (0.8 + t))}" rx="2"/>`,
    );
    if (x + step <= x1 + 1) {
      const y2 = line(x + step);
      for (const k of [0.35, 0.68]) {
        const h1 = height * (0.8 + t) * k;
        const h2 = height * (0.8 + (y2 - 600) / 500) * k;
        rails.push(
          pathOf([
            [x, y - h1],
            [x + step, y2 - h2 + between(r, -2, 2)],
            [x + step, y2 - h2 + 3 + t * 4],
            [x, y - h1 + 3 + t * 4],
          ]),
        );
      }
    }
  }
  const snowCaps = w.ground.white
    ? `<path d="${rails.join('')}" fill="#f5f8fb" transform="translate(0 -3)" opacity="0.9"/>`
    : '';
  return `<g fill="${wood}">${posts.join('')}</g>${snowCaps}<path d="${rails.join('')}" fill="${lit}"/>`;
}

export function landscapeScene(theme: SceneTheme, prefix = 'l'): string {
  const w = world(theme, prefix);
  const { r } = w;
  const v = valley(w, 700);
  const near = rolling(r, 760, 22);
  const parts = [v.svg, groundPlane(w, near)];
  parts.push(
    forest(w, {
      line: (x) => near(x) - 8 + x * 0.08,
      from: -60,
      to: 420,
      hMin: 70,
      hMax: 130,
      spacing: 36,
      depth: 0.12,
      fill: false,
      rows: 3,
      band: 70,
    }),
  );
  parts.push(
    forest(w, {
      line: (x) => near(x) - 10 + (W - x) * 0.06,
      from: 1180,
      to: 1660,
      hMin: 80,
      hMax: 150,
      spacing: 40,
      depth: 0.12,
      fill: false,
      rows: 3,
      band: 80,
    }),
  );
  parts.push(meadow(w, near));
  const fenceLine = (x: number) => near(x) + 40 + (x - 300) * 0.16;
  if (chance(r, 0.7)) parts.push(fence(w, 420, 1250, fenceLine, 64));
  parts.push(bigTree(w, between(r, 60, 140), H + 40, between(r, 620, 760)));
  parts.push(bigTree(w, between(r, 1440, 1540), H + 40, between(r, 560, 700)));
  parts.push(snowfall(w));
  return document(parts.join(''), w);
}

/** Everything above the waterline, mirrored below it, tinted and rippled. */
function lakeWith(w: World, waterline: number, above: string): string {
  const { ids, light, ground, r } = w;
  const aboveId = ids.next('above');
  const clip = ids.next('water');
  const tint = ids.next('tint');
  const ripples: string[] = [];
  for (let i = 0; i < 160; i += 1) {
    const y = between(r, waterline + 6, H);
    const t = (y - waterline) / (H - waterline);
    const len = between(r, 20, 120) * (0.4 + t * 1.6);
    const x = between(r, -50, W);
    ripples.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(0.8 + t * 2.2)}" rx="1" opacity="${n(between(r, 0.08, 0.3))}"/>`,
    );
  }
  const sunX = light.sun?.x ?? (light.side < 0 ? 420 : 1180);
  const glints: string[] = [];
  if (light.sun) {
    for (let i = 0; i < 70; i += 1) {
      const y = between(r, waterline + 4, H);
      const t = (y - waterline) / (H - waterline);
      glints.push(
        `<rect x="${n(sunX + between(r, -1, 1) * (20 + t * 120) - 20)}" y="${n(y)}" width="${n(between(r, 10, 40) * (0.5 + t))}" height="${n(1 + t * 2)}" rx="1" opacity="${n(between(r, 0.2, 0.7))}"/>`,
      );
    }
  }
  const water = mix(ground.water, light.sky[1], 0.3);
  return [
    `<g id="${aboveId}">${above}</g>`,
    `<defs><clipPath id="${clip}"><rect x="0" y="${waterline}" width="${W}" height="${H - waterline}"/></clipPath>${linear(
      tint,
      [
        [0, water, 0.35],
        [1, darken(water, 0.35 + light.dark * 0.3), 0.85],
      ],
    )}</defs>`,
    `<g clip-path="url(#${clip})"><use href="#${aboveId}" transform="matrix(1 0 0 -1 0 ${2 * waterline})"/>`,
    `<rect x="0" y="${waterline}" width="${W}" height="${H - waterline}" fill="url(#${tint})"/>`,
    `<g fill="${lighten(light.sky[2], 0.3)}">${ripples.join('')}</g>`,
    `<g fill="${light.sun?.colour ?? '#ffffff'}">${glints.join('')}</g></g>`,
    `<rect x="0" y="${waterline - 1}" width="${W}" height="2" fill="${lighten(light.haze, 0.3)}" opacity="0.5"/>`,
  ].join('');
}

export function lakeScene(theme: SceneTheme, prefix = 'k'): string {
  const w = world(theme, prefix);
  const { r } = w;
  const waterline = 680;
  const v = valley(w, waterline + 14);
  const shore = forest(w, {
    line: rolling(r, waterline - 6, 8),
    hMin: 12,
    hMax: 26,
    spacing: 7,
    depth: 0.3,
    fill: waterline,
  });
  const parts = [lakeWith(w, waterline, v.svg + shore)];
  const shoreLine = (x: number) =>
    H - 120 + Math.sin(x / 180) * 30 - (x > W * 0.55 ? (x - W * 0.55) * 0.22 : 0);
  parts.push(groundPlane(w, shoreLine, -0.2));
  parts.push(meadow(w, shoreLine, 0, W));
  parts.push(rocks(w, shoreLine));
  parts.push(bigTree(w, between(r, 1420, 1520), H + 30, between(r, 640, 760)));
  parts.push(bigTree(w, between(r, 1300, 1360), H - 20, between(r, 380, 460)));
  parts.push(snowfall(w, 160));
  return document(parts.join(''), w);
}

function rocks(w: World, line: (x: number) => number): string {
  const { r, light, ground } = w;
  const out: string[] = [];
  const tone = darken(mix('#837c72', light.shade, 0.15), light.dark * 0.5);
  for (let i = 0; i < 7; i += 1) {
    const x = between(r, 80, W - 200);
    const y = line(x) + between(r, 4, 30);
    const s = between(r, 18, 60);
    out.push(
      `<path d="M${n(x - s)} ${n(y)}Q${n(x - s * 0.8)} ${n(y - s * 0.7)} ${n(x)} ${n(y - s * 0.75)}Q${n(x + s)} ${n(y - s * 0.6)} ${n(x + s * 1.1)} ${n(y)}Z" fill="${tone}"/>`,
    );
    if (ground.white) {
      out.push(
        `<path d="M${n(x - s * 0.8)} ${n(y - s * 0.45)}Q${n(x - s * 0.4)} ${n(y - s * 0.85)} ${n(x + s * 0.1)} ${n(y - s * 0.78)}Q${n(x + s * 0.7)} ${n(y - s * 0.7)} ${n(x + s * 0.9)} ${n(y - s * 0.35)}Q${n(x)} ${n(y - s * 0.55)} ${n(x - s * 0.8)} ${n(y - s * 0.45)}Z" fill="#f3f6fa"/>`,
      );
    } else {
      out.push(
        `<path d="M${n(x - s * 0.6)} ${n(y - s * 0.5)}Q${n(x)} ${n(y - s * 0.85)} ${n(x + s * 0.5)} ${n(y - s * 0.55)}" stroke="${mix(tone, light.lit, 0.35)}" stroke-width="3" fill="none" opacity="0.6"/>`,
      );
    }
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------------------
// Homes, drawn in local coordinates: x centred on the facade, ground at y = 0, up is negative.

interface Facade {
  w: World;
  wall: string;
  wallSide: string;
  trim: string;
  roof: string;
  roofSide: string;
  glass: string;
  /** 0..1: how brightly the windows glow. */
  lamp: number;
  snow: boolean;
  snowTone: string;
  snowShade: string;
  /** Oblique depth vector of the side that recedes. */
  d: Point;
  glows: string[];
}

function facadeFor(w: World, wall: string, roof: string, trim: string, d: Point): Facade {
  const { ids, light, ground } = w;
  const lamp = Math.min(1, light.dark * 1.25 + 0.05);
  const glass = ids.next('glass');
  const warm = ids.next('warm');
  const day = linear(glass, [
    [0, mix(lighten(light.sky[1], 0.2), '#ffdba0', lamp), 1],
    [0.45, mix(darken(light.sky[0], 0.35), '#f6b45c', lamp), 1],
    [1, mix(darken(light.sky[0], 0.6), '#d9803a', lamp), 1],
  ]);
  const lit = (c: string) => darken(mix(c, light.lit, 0.12), light.dark * 0.55);
  return {
    w,
    wall: lit(wall),
    wallSide: darken(mix(wall, light.shade, 0.35), 0.12 + light.dark * 0.55),
    trim: lit(trim),
    roof: lit(roof),
    roofSide: darken(mix(roof, light.shade, 0.2), 0.08 + light.dark * 0.5),
    glass: `url(#${glass})`,
    lamp,
    snow: ground.white,
    snowTone: darken(mix('#f7f9fc', light.lit, 0.35), light.dark * 0.35),
    snowShade: darken(mix('#dfe7f2', light.shade, 0.35), light.dark * 0.4),
    d,
    glows: [
      `<defs>${day}${radial(warm, [
        [0, '#ffd27a', 0.6],
        [1, '#ffb347', 0],
      ])}</defs>`,
    ],
  };
}

const add = (a: Point, b: Point, k = 1): Point => [a[0] + b[0] * k, a[1] + b[1] * k];

/** A window with trim, mullions, a sill and (after dark) a warm spill of light. */
function win(f: Facade, x: number, y: number, w: number, h: number, cols = 2, rows = 1, trimW = 7): string {
  const out = [
    `<rect x="${n(x - trimW)}" y="${n(y - trimW)}" width="${n(w + trimW * 2)}" height="${n(h + trimW * 2)}" fill="${f.trim}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${f.glass}"/>`,
  ];
  const bars: string[] = [];
  for (let c = 1; c < cols; c += 1)
    bars.push(`<rect x="${n(x + (w * c) / cols - 2.5)}" y="${n(y)}" width="5" height="${n(h)}"/>`);
  for (let rr = 1; rr < rows; rr += 1)
    bars.push(`<rect x="${n(x)}" y="${n(y + (h * rr) / rows - 2.5)}" width="${n(w)}" height="5"/>`);
  out.push(`<g fill="${f.trim}">${bars.join('')}</g>`);
  if (f.lamp < 0.4) {
    out.push(
      `<path d="M${n(x + w * 0.15)} ${n(y + h)}L${n(x + w * 0.55)} ${n(y)}L${n(x + w * 0.75)} ${n(y)}L${n(x + w * 0.35)} ${n(y + h)}Z" fill="#ffffff" opacity="0.12"/>`,
    );
  }
  out.push(
    `<rect x="${n(x - trimW * 1.6)}" y="${n(y + h + trimW * 0.6)}" width="${n(w + trimW * 3.2)}" height="${n(trimW * 1.2)}" fill="${mix(f.trim, '#ffffff', 0.1)}"/>`,
  );
  if (f.snow) {
    out.push(
      `<rect x="${n(x - trimW * 1.6)}" y="${n(y + h + trimW * 0.6 - 5)}" width="${n(w + trimW * 3.2)}" height="6" rx="3" fill="${f.snowTone}"/>`,
    );
  }
  if (f.lamp > 0.3) {
    f.glows.push(glow(f.w.ids, x + w / 2, y + h / 2, w * 1.4, h * 1.2, '#ffc46b', 0.28 * f.lamp));
  }
  return out.join('');
}

/** Horizontal siding boards or logs across a rectangle, optionally cut to the outline of a gable. */
function siding(
  x: number,
  y: number,
  w: number,
  h: number,
  gap: number,
  colour: string,
  weight = 2,
  within?: { f: Facade; outline: Point[] },
): string {
  const lines: string[] = [];
  for (let yy = y + gap; yy < y + h; yy += gap)
    lines.push(`<rect x="${n(x)}" y="${n(yy)}" width="${n(w)}" height="${weight}"/>`);
  if (!within) return `<g fill="${colour}" opacity="0.45">${lines.join('')}</g>`;
  const clip = within.f.w.ids.next('clip');
  return `<defs><clipPath id="${clip}"><path d="${pathOf(within.outline)}"/></clipPath></defs><g fill="${colour}" opacity="0.45" clip-path="url(#${clip})">${lines.join('')}</g>`;
}

/** Siding on a receding side wall: lines that follow the depth vector. */
function sideSiding(f: Facade, x: number, yTop: number, yBottom: number, gap: number): string {
  const lines: string[] = [];
  for (let y = yTop + gap; y < yBottom; y += gap) {
    const a: Point = [x, y];
    const b = add(a, f.d);
    lines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
  }
  return `<path d="${lines.join('')}" stroke="${darken(f.wallSide, 0.3)}" stroke-width="2" opacity="0.5"/>`;
}

function quad(a: Point, b: Point, c: Point, d: Point, fill: string, extra = ''): string {
  return `<path d="${pathOf([a, b, c, d])}" fill="${fill}"${extra}/>`;
}

/** A roof plane seen in oblique view: standing seams, or a thick blanket of snow with a drooping lip. */
function roofPlane(f: Facade, ridge: Point, eave: Point, seams = 14): string {
  const back = add(ridge, f.d);
  const backEave = add(eave, f.d);
  const out = [quad(ridge, eave, backEave, back, f.snow ? f.snowShade : f.roofSide)];
  if (f.snow) {
    const lip: Point = [eave[0] + (eave[0] > ridge[0] ? 6 : -6), eave[1] + 10];
    out.push(
      `<path d="M${n(ridge[0])} ${n(ridge[1] - 12)}L${n(back[0])} ${n(back[1] - 12)}L${n(backEave[0])} ${n(backEave[1])}Q${n(backEave[0] + lip[0] - eave[0])} ${n(backEave[1] + 14)} ${n(lip[0] + f.d[0] * 0.5)} ${n(lip[1] + f.d[1] * 0.5)}Q${n(lip[0])} ${n(lip[1] + 6)} ${n(eave[0])} ${n(eave[1])}Z" fill="${f.snowTone}"/>`,
    );
  } else {
    const lines: string[] = [];
    for (let i = 1; i < seams; i += 1) {
      const a = add(ridge, f.d, i / seams);
      const b = add(eave, f.d, i / seams);
      lines.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    out.push(
      `<path d="${lines.join('')}" stroke="${lighten(f.roofSide, 0.15)}" stroke-width="2.5" opacity="0.6"/>`,
    );
  }
  return out.join('');
}

/** The thick edge of a gable seen from the front, with snow heaped on it in winter. */
function bargeboard(f: Facade, points: Point[], thickness: number): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  const out = [
    `<path d="${d}" stroke="${f.roof}" stroke-width="${thickness}" fill="none" stroke-linejoin="miter" stroke-linecap="square"/>`,
  ];
  if (f.snow) {
    const up = points.map(([x, y]) => [x, y - thickness * 0.9] as Point);
    const du = up.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
    out.push(
      `<path d="${du}" stroke="${f.snowTone}" stroke-width="${n(thickness * 0.9)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  }
  return out.join('');
}

function chimney(f: Facade, x: number, base: number, top: number, width: number): string {
  const { w } = f;
  const stone = darken(mix('#8c857c', w.light.lit, 0.15), w.light.dark * 0.5);
  const out = [
    `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(base - top)}" fill="${stone}"/>`,
    quad(
      [x + width, top],
      add([x + width, top], f.d, 0.25),
      add([x + width, base], f.d, 0.25),
      [x + width, base],
      darken(stone, 0.25),
    ),
    `<rect x="${n(x - 6)}" y="${n(top - 10)}" width="${n(width + 12)}" height="12" fill="${darken(stone, 0.3)}"/>`,
  ];
  if (f.snow)
    out.push(
      `<rect x="${n(x - 7)}" y="${n(top - 18)}" width="${n(width + 14)}" height="10" rx="5" fill="${f.snowTone}"/>`,
    );
  out.push(smoke(w, x + width / 2, top - 16));
  return out.join('');
}

function smoke(w: World, x: number, y: number): string {
  const { r, ids, light } = w;
  const id = ids.next('smoke');
  const colour = mix('#e9edf3', light.haze, 0.4);
  const puffs: string[] = [
    `<defs>${radial(id, [
      [0, colour, 0.55],
      [1, colour, 0],
    ])}</defs>`,
  ];
  let px = x;
  let py = y;
  for (let i = 0; i < 9; i += 1) {
    const size = 18 + i * 9;
    puffs.push(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(size * 1.3)}" ry="${n(size)}" fill="url(#${id})" opacity="${n(0.9 - i * 0.08)}"/>`,
    );
    px += between(w.r, 8, 22) * -light.side + between(r, -6, 6);
    py -= between(r, 18, 30);
  }
  return puffs.join('');
}

function door(f: Facade, x: number, y: number, w: number, h: number, colour: string): string {
  const c = darken(colour, f.w.light.dark * 0.5);
  return [
    `<rect x="${n(x - 8)}" y="${n(y - 8)}" width="${n(w + 16)}" height="${n(h + 8)}" fill="${f.trim}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`,
    `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.1)}" width="${n(w * 0.6)}" height="${n(h * 0.35)}" fill="${f.glass}"/>`,
    `<circle cx="${n(x + w * 0.82)}" cy="${n(y + h * 0.55)}" r="4" fill="#d8b46a"/>`,
    f.lamp > 0.3 ? glow(f.w.ids, x + w + 22, y + 10, 60, 60, '#ffd089', 0.7 * f.lamp) : '',
    `<rect x="${n(x + w + 16)}" y="${n(y + 2)}" width="10" height="16" rx="3" fill="${f.lamp > 0.3 ? '#ffe3a3' : '#3a3a3a'}"/>`,
  ].join('');
}

function railing(
  f: Facade,
  x0: number,
  x1: number,
  y: number,
  h: number,
  colour: string,
  snow = true,
): string {
  const posts: string[] = [];
  const count = Math.max(2, Math.round((x1 - x0) / 22));
  for (let i = 0; i <= count; i += 1) {
    const x = x0 + ((x1 - x0) * i) / count;
    posts.push(`<rect x="${n(x - 2.5)}" y="${n(y - h)}" width="5" height="${n(h)}"/>`);
  }
  return [
    `<g fill="${colour}">${posts.join('')}</g>`,
    `<rect x="${n(x0 - 6)}" y="${n(y - h - 8)}" width="${n(x1 - x0 + 12)}" height="10" fill="${colour}"/>`,
    snow && f.snow
      ? `<rect x="${n(x0 - 8)}" y="${n(y - h - 16)}" width="${n(x1 - x0 + 16)}" height="9" rx="4" fill="${f.snowTone}"/>`
      : '',
  ].join('');
}

function stoneBase(f: Facade, x: number, y: number, w: number, h: number): string {
  const { r, light } = f.w;
  const stone = darken(mix('#8d877e', light.lit, 0.1), light.dark * 0.5);
  const out = [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${darken(stone, 0.2)}"/>`,
  ];
  const rocks: string[] = [];
  for (let yy = y + 4; yy < y + h - 4; yy += 16) {
    for (let xx = x + between(r, -10, 0); xx < x + w - 6; xx += between(r, 18, 34)) {
      const sw = Math.min(between(r, 14, 30), x + w - xx - 2);
      if (sw < 6) continue;
      rocks.push(`<rect x="${n(Math.max(x + 2, xx))}" y="${n(yy)}" width="${n(sw)}" height="12" rx="5"/>`);
    }
  }
  out.push(`<g fill="${stone}">${rocks.join('')}</g>`);
  return out.join('');
}

function chalet(f: Facade): string {
  const hw = 280;
  const wallTop = -300;
  const apex = -560;
  const eaveL: Point = [-330, -268];
  const eaveR: Point = [330, -268];
  const top: Point = [0, apex];
  const out: string[] = [];
  // Side wall and roof plane, receding.
  out.push(quad([hw, 0], [hw, wallTop + 10], add([hw, wallTop + 10], f.d), add([hw, 0], f.d), f.wallSide));
  out.push(sideSiding(f, hw, wallTop + 10, 0, 18));
  out.push(
    win({ ...f, trim: darken(f.trim, 0.2) }, hw + f.d[0] * 0.3, -200 + f.d[1] * 0.3, f.d[0] * 0.4, 80, 1),
  );
  out.push(roofPlane(f, top, eaveR, 16));
  out.push(chimney(f, 150 + f.d[0] * 0.5, -380 + f.d[1] * 0.5, -520 + f.d[1] * 0.5, 48));
  // Front gable.
  const front: Point[] = [[-hw, 0], [hw, 0], [hw, wallTop], top, [-hw, wallTop]];
  out.push(`<path d="${pathOf(front)}" fill="${f.wall}"/>`);
  out.push(siding(-hw, apex, hw * 2, -apex, 18, darken(f.wall, 0.35), 2, { f, outline: front }));
  out.push(
    `<path d="${pathOf([
      [-200, -170],
      [200, -170],
      [200, -300],
      [0, -470],
      [-200, -300],
    ])}" fill="${f.trim}"/>`,
    `<path d="${pathOf([
      [-190, -176],
      [190, -176],
      [190, -300],
      [0, -458],
      [-190, -300],
    ])}" fill="${f.glass}"/>`,
  );
  const bars: string[] = [];
  for (let x = -190 + 76; x < 190; x += 76) {
    const yTop = -300 - (190 - Math.abs(x)) * (158 / 190);
    bars.push(`<rect x="${n(x - 3)}" y="${n(yTop)}" width="6" height="${n(-176 - yTop)}"/>`);
  }
  bars.push(`<rect x="-190" y="-303" width="380" height="6"/>`);
  out.push(`<g fill="${f.trim}">${bars.join('')}</g>`);
  if (f.lamp > 0.3) f.glows.push(glow(f.w.ids, 0, -300, 300, 200, '#ffc46b', 0.25 * f.lamp));
  // Balcony across the upper floor.
  out.push(`<rect x="-300" y="-170" width="600" height="18" fill="${darken(f.trim, 0.25)}"/>`);
  out.push(railing(f, -290, 290, -170, 62, darken(f.trim, 0.15)));
  // Ground floor.
  out.push(win(f, -230, -132, 120, 92, 2, 1));
  out.push(win(f, -70, -132, 120, 92, 2, 1));
  out.push(door(f, 120, -140, 64, 140, brandDark));
  out.push(stoneBase(f, -hw, -34, hw * 2, 34));
  out.push(bargeboard(f, [eaveL, top, eaveR], 26));
  return out.join('');
}

function aframe(f: Facade): string {
  const base = 300;
  const apex: Point = [0, -600];
  const out: string[] = [];
  out.push(roofPlane(f, apex, [base + 30, 10], 18));
  const front: Point[] = [[-base, 0], [base, 0], apex];
  out.push(`<path d="${pathOf(front)}" fill="${f.wall}"/>`);
  out.push(siding(-base, -600, base * 2, 600, 20, darken(f.wall, 0.35), 2, { f, outline: front }));
  const inner: Point[] = [
    [-190, -90],
    [190, -90],
    [0, -470],
  ];
  out.push(`<path d="${pathOf(inner)}" fill="${f.trim}"/>`);
  out.push(
    `<path d="${pathOf([
      [-176, -97],
      [176, -97],
      [0, -452],
    ])}" fill="${f.glass}"/>`,
  );
  const bars: string[] = [];
  for (const x of [-88, 0, 88]) {
    const yTop = -97 - (176 - Math.abs(x)) * (355 / 176);
    bars.push(`<rect x="${n(x - 3)}" y="${n(yTop)}" width="6" height="${n(-97 - yTop)}"/>`);
  }
  for (const y of [-220, -340]) {
    const half = 176 * ((y + 452) / 355);
    bars.push(`<rect x="${n(-half)}" y="${n(y - 3)}" width="${n(half * 2)}" height="6"/>`);
  }
  out.push(`<g fill="${f.trim}">${bars.join('')}</g>`);
  if (f.lamp > 0.3) f.glows.push(glow(f.w.ids, 0, -250, 260, 240, '#ffc46b', 0.25 * f.lamp));
  out.push(`<rect x="-330" y="-96" width="660" height="16" fill="${darken(f.trim, 0.25)}"/>`);
  out.push(railing(f, -320, 320, -80, 56, darken(f.trim, 0.1)));
  out.push(bargeboard(f, [[-base - 30, 10], apex, [base + 30, 10]], 30));
  out.push(stoneBase(f, -base + 40, -80, (base - 40) * 2, 80));
  out.push(chimney(f, -120, -380, -520, 40));
  return out.join('');
}

function cabin(f: Facade): string {
  const hw = 240;
  const wallTop = -200;
  const apex: Point = [0, -400];
  const out: string[] = [];
  out.push(quad([hw, 0], [hw, wallTop], add([hw, wallTop], f.d), add([hw, 0], f.d), f.wallSide));
  out.push(sideSiding(f, hw, wallTop, 0, 22));
  out.push(roofPlane(f, apex, [hw + 50, wallTop + 34], 12));
  out.push(chimney(f, 110 + f.d[0] * 0.55, -290 + f.d[1] * 0.55, -400 + f.d[1] * 0.55, 44));
  const front: Point[] = [[-hw, 0], [hw, 0], [hw, wallTop], apex, [-hw, wallTop]];
  out.push(`<path d="${pathOf(front)}" fill="${f.wall}"/>`);
  // Logs: rounded strips with notched ends.
  const logs: string[] = [];
  for (let y = -22; y > wallTop - 200; y -= 22) {
    const half = y >= wallTop ? hw : hw * ((y - apex[1]) / (wallTop - apex[1]));
    logs.push(
      `<rect x="${n(-half - (y >= wallTop ? 14 : 0))}" y="${n(y)}" width="${n(half * 2 + (y >= wallTop ? 28 : 0))}" height="20" rx="10"/>`,
    );
  }
  out.push(`<g fill="${darken(f.wall, 0.12)}" opacity="0.8">${logs.join('')}</g>`);
  out.push(siding(-hw, wallTop - 200, hw * 2, 400, 22, darken(f.wall, 0.45), 3, { f, outline: front }));
  out.push(win(f, -170, -150, 100, 84, 2, 2));
  out.push(win(f, 70, -150, 100, 84, 2, 2));
  out.push(win(f, -40, -320, 80, 70, 2, 1));
  out.push(door(f, -32, -144, 64, 144, '#7a3b2a'));
  // Porch roof on posts.
  out.push(
    `<rect x="-${hw + 20}" y="-206" width="${(hw + 20) * 2}" height="14" fill="${darken(f.trim, 0.2)}"/>`,
  );
  for (const x of [-hw, -90, 90, hw - 14])
    out.push(`<rect x="${x}" y="-196" width="14" height="196" fill="${darken(f.trim, 0.1)}"/>`);
  out.push(bargeboard(f, [[-hw - 50, wallTop + 34], apex, [hw + 50, wallTop + 34]], 24));
  // Woodpile against the side.
  const wood: string[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let i = 0; i < 6 - (row % 2); i += 1) {
      wood.push(`<circle cx="${n(-hw - 120 + i * 20 + (row % 2) * 10)}" cy="${n(-10 - row * 18)}" r="9"/>`);
    }
  }
  out.push(
    `<g fill="${darken('#b98a5a', f.w.light.dark * 0.5)}" stroke="${darken('#6b4a2e', f.w.light.dark * 0.5)}" stroke-width="3">${wood.join('')}</g>`,
  );
  return out.join('');
}

function heritage(f: Facade): string {
  const hw = 230;
  const wallTop = -340;
  const apex: Point = [0, -540];
  const out: string[] = [];
  out.push(quad([hw, 0], [hw, wallTop + 20], add([hw, wallTop + 20], f.d), add([hw, 0], f.d), f.wallSide));
  out.push(sideSiding(f, hw, wallTop + 20, 0, 12));
  out.push(
    win(
      { ...f, trim: darken(f.trim, 0.2) },
      hw + f.d[0] * 0.35,
      -290 + f.d[1] * 0.35,
      f.d[0] * 0.3,
      90,
      1,
      2,
    ),
  );
  out.push(roofPlane(f, apex, [hw + 40, wallTop + 34], 14));
  out.push(chimney(f, -60 + f.d[0] * 0.7, -470 + f.d[1] * 0.7, -600 + f.d[1] * 0.7, 36));
  const front: Point[] = [[-hw, 0], [hw, 0], [hw, wallTop], apex, [-hw, wallTop]];
  out.push(`<path d="${pathOf(front)}" fill="${f.wall}"/>`);
  out.push(siding(-hw, wallTop, hw * 2, -wallTop, 12, darken(f.wall, 0.3)));
  // Fish-scale shingles in the gable.
  const scales: string[] = [];
  for (let y = wallTop - 8; y > apex[1] + 30; y -= 14) {
    const half = hw * ((y - apex[1]) / (wallTop - apex[1]));
    for (let x = -half + 8; x < half - 4; x += 16) scales.push(`M${n(x - 8)} ${n(y)}a8 8 0 0 0 16 0`);
  }
  out.push(
    `<path d="${scales.join('')}" stroke="${darken(f.wall, 0.3)}" stroke-width="2" fill="none" opacity="0.6"/>`,
  );
  out.push(win(f, -40, -480 + 56, 80, 80, 1, 1));
  out.push(`<rect x="${-hw}" y="${wallTop - 6}" width="${hw * 2}" height="14" fill="${f.trim}"/>`);
  out.push(win(f, -170, -320, 90, 130, 1, 2));
  out.push(win(f, 80, -320, 90, 130, 1, 2));
  // Bay window on the ground floor.
  out.push(`<rect x="-200" y="-176" width="170" height="150" fill="${darken(f.wall, 0.08)}"/>`);
  out.push(win(f, -186, -166, 142, 116, 3, 1));
  out.push(
    `<path d="${pathOf([
      [-212, -176],
      [-18, -176],
      [-40, -200],
      [-190, -200],
    ])}" fill="${f.roof}"/>`,
  );
  out.push(door(f, 70, -170, 70, 150, brandDark));
  // Porch with its roof, columns and steps.
  out.push(`<rect x="10" y="-206" width="${hw + 30}" height="16" fill="${f.trim}"/>`);
  out.push(
    `<path d="${pathOf([
      [0, -206],
      [hw + 50, -206],
      [hw + 30, -236],
      [20, -236],
    ])}" fill="${f.roof}"/>`,
  );
  if (f.snow) out.push(`<rect x="16" y="-246" width="${hw + 18}" height="14" rx="7" fill="${f.snowTone}"/>`);
  for (const x of [24, hw + 14])
    out.push(`<rect x="${x}" y="-190" width="14" height="170" fill="${f.trim}"/>`);
  out.push(railing(f, 38, 56, -20, 44, f.trim, false));
  out.push(railing(f, 176, hw + 14, -20, 44, f.trim, false));
  out.push(`<rect x="0" y="-22" width="${hw + 40}" height="22" fill="${darken(f.trim, 0.2)}"/>`);
  for (let i = 0; i < 3; i += 1)
    out.push(
      `<rect x="${70 - i * 8}" y="${-16 + i * 6}" width="${100 + i * 16}" height="7" fill="${darken(f.trim, 0.1 + i * 0.08)}"/>`,
    );
  out.push(bargeboard(f, [[-hw - 40, wallTop + 34], apex, [hw + 40, wallTop + 34]], 18));
  return out.join('');
}

function modern(f: Facade): string {
  const hw = 420;
  const out: string[] = [];
  const roofL = -250;
  const roofR = -330;
  out.push(quad([hw, 0], [hw, roofR], add([hw, roofR], f.d), add([hw, 0], f.d), f.wallSide));
  out.push(
    `<path d="${pathOf([
      [-hw, 0],
      [hw, 0],
      [hw, roofR],
      [-hw, roofL],
    ])}" fill="${f.wall}"/>`,
  );
  // Vertical cedar boards on the left volume, charcoal panel on the right.
  const boards: string[] = [];
  for (let x = -hw + 10; x < -60; x += 12)
    boards.push(
      `<rect x="${x}" y="${n(roofL + ((x + hw) / (2 * hw)) * (roofR - roofL))}" width="2" height="${n(-roofL)}"/>`,
    );
  out.push(`<g fill="${darken(f.wall, 0.35)}" opacity="0.45">${boards.join('')}</g>`);
  out.push(
    `<path d="${pathOf([
      [-60, 0],
      [hw, 0],
      [hw, roofR],
      [-60, roofL + (360 / 840) * (roofR - roofL)],
    ])}" fill="${darken('#3b4048', f.w.light.dark * 0.5)}"/>`,
  );
  // Floor-to-ceiling glass.
  out.push(`<rect x="-30" y="-250" width="420" height="222" fill="${f.trim}"/>`);
  out.push(`<rect x="-22" y="-242" width="404" height="206" fill="${f.glass}"/>`);
  const bars: string[] = [];
  for (let x = -22 + 101; x < 380; x += 101)
    bars.push(`<rect x="${x - 3}" y="-242" width="6" height="206"/>`);
  out.push(`<g fill="${f.trim}">${bars.join('')}</g>`);
  if (f.lamp > 0.3) f.glows.push(glow(f.w.ids, 180, -140, 320, 180, '#ffc46b', 0.25 * f.lamp));
  out.push(win(f, -360, -190, 200, 90, 3, 1, 5));
  out.push(door(f, -120, -170, 60, 170, '#c58b4f'));
  // Roof slab overhanging, snow on top.
  const slabL: Point = [-hw - 40, roofL - 6];
  const slabR: Point = [hw + 60, roofR - 14];
  out.push(
    quad(
      slabR,
      add(slabR, f.d),
      add([slabR[0], slabR[1] + 22], f.d),
      [slabR[0], slabR[1] + 22],
      darken(f.roof, 0.2),
    ),
  );
  out.push(quad(slabL, slabR, add(slabR, f.d), add(slabL, f.d), f.snow ? f.snowShade : f.roofSide));
  if (f.snow)
    out.push(
      quad(
        [slabL[0], slabL[1] - 12],
        [slabR[0], slabR[1] - 12],
        add([slabR[0], slabR[1] - 12], f.d),
        add([slabL[0], slabL[1] - 12], f.d),
        f.snowTone,
      ),
    );
  out.push(quad(slabL, slabR, [slabR[0], slabR[1] + 22], [slabL[0], slabL[1] + 22], f.roof));
  // Deck across the front.
  out.push(
    `<rect x="-60" y="-30" width="${hw + 120}" height="30" fill="${darken('#8a6a4a', f.w.light.dark * 0.5)}"/>`,
  );
  out.push(railing({ ...f }, -50, hw + 50, -30, 2, darken(f.trim, 0.1)));
  return out.join('');
}

function condo(f: Facade): string {
  const hw = 470;
  const storeys = 4;
  const storey = 120;
  const top = -storeys * storey - 30;
  const out: string[] = [];
  const { r } = f.w;
  out.push(quad([hw, 0], [hw, top], add([hw, top], f.d), add([hw, 0], f.d), f.wallSide));
  out.push(sideSiding(f, hw, top, 0, 14));
  out.push(`<rect x="${-hw}" y="${top}" width="${hw * 2}" height="${-top}" fill="${f.wall}"/>`);
  out.push(siding(-hw, top, hw * 2, -top, 14, darken(f.wall, 0.3)));
  // Dark panel bays between wood sections.
  const dark = darken('#3a4150', f.w.light.dark * 0.5);
  for (const x of [-hw + 150, 90])
    out.push(`<rect x="${x}" y="${top}" width="160" height="${-top}" fill="${dark}"/>`);
  for (let s = 0; s < storeys; s += 1) {
    const y = -30 - s * storey;
    for (let b = 0; b < 5; b += 1) {
      const x = -hw + 30 + b * 188;
      const lampOn = f.lamp > 0.3 && chance(r, 0.65);
      out.push(win({ ...f, lamp: lampOn ? f.lamp : Math.min(f.lamp, 0.2) }, x, y - 92, 128, 76, 2, 1, 5));
      if (s > 0) {
        out.push(`<rect x="${x - 16}" y="${y - 12}" width="160" height="12" fill="${darken(f.trim, 0.3)}"/>`);
        out.push(
          `<rect x="${x - 12}" y="${y - 48}" width="152" height="36" fill="${lighten(f.w.light.sky[1], 0.4)}" opacity="0.25"/>`,
        );
        out.push(`<rect x="${x - 14}" y="${y - 50}" width="156" height="4" fill="${darken(f.trim, 0.3)}"/>`);
        if (f.snow)
          out.push(`<rect x="${x - 16}" y="${y - 56}" width="160" height="7" rx="3" fill="${f.snowTone}"/>`);
      }
    }
  }
  // Entrance canopy and doors at ground level.
  out.push(`<rect x="-90" y="-150" width="180" height="14" fill="${f.roof}"/>`);
  out.push(`<rect x="-70" y="-136" width="140" height="136" fill="${f.glass}"/>`);
  out.push(`<rect x="-2" y="-136" width="4" height="136" fill="${f.trim}"/>`);
  // A lodge roof: the ridge runs along the building, the gable end faces the side.
  const rise = 150;
  const ridgeL = add([-hw - 40, top - rise], f.d, 0.5);
  const ridgeR = add([hw + 40, top - rise], f.d, 0.5);
  out.push(`<path d="${pathOf([[hw, top], add([hw, top], f.d), ridgeR])}" fill="${f.wallSide}"/>`);
  out.push(quad([-hw - 40, top + 14], [hw + 40, top + 14], ridgeR, ridgeL, f.snow ? f.snowTone : f.roofSide));
  if (f.snow) {
    out.push(
      quad([-hw - 40, top + 14], [hw + 40, top + 14], [hw + 40, top + 2], [-hw - 40, top + 2], f.snowShade),
    );
  } else {
    const seams: string[] = [];
    for (let x = -hw - 40; x <= hw + 40; x += 26) {
      const a: Point = [x, top + 14];
      const b = add([x, top - rise], f.d, 0.5);
      seams.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    out.push(
      `<path d="${seams.join('')}" stroke="${lighten(f.roofSide, 0.15)}" stroke-width="2.5" opacity="0.6"/>`,
    );
  }
  out.push(`<rect x="${-hw - 44}" y="${top + 12}" width="${hw * 2 + 88}" height="14" fill="${f.roof}"/>`);
  // Two dormers with lit windows break up the roof.
  for (const x of [-hw / 2, hw / 2]) {
    const [dx, dy] = add([x, top - rise * 0.45], f.d, 0.25);
    out.push(
      `<path d="${pathOf([
        [dx - 60, dy + 50],
        [dx + 60, dy + 50],
        [dx + 60, dy - 10],
        [dx, dy - 60],
        [dx - 60, dy - 10],
      ])}" fill="${f.wall}"/>`,
    );
    out.push(win(f, dx - 34, dy - 18, 68, 56, 2, 1, 5));
    out.push(
      bargeboard(
        f,
        [
          [dx - 74, dy],
          [dx, dy - 70],
          [dx + 74, dy],
        ],
        14,
      ),
    );
  }
  return out.join('');
}

const homeDrawers: Record<HomeStyle, (f: Facade) => string> = {
  chalet,
  aframe,
  cabin,
  heritage,
  modern,
  condo,
};
const homeSizes: Record<HomeStyle, { scale: number; wall: string; roof: string; trim: string }> = {
  chalet: { scale: 0.78, wall: '#9a6a45', roof: '#3b3f46', trim: '#5b3d28' },
  aframe: { scale: 0.74, wall: '#a87550', roof: '#2f3338', trim: '#4b3322' },
  cabin: { scale: 0.9, wall: '#8b5e3c', roof: '#4a4f44', trim: '#e8dcc4' },
  heritage: { scale: 0.82, wall: '#7d9a84', roof: '#3d3a3a', trim: '#f3efe6' },
  modern: { scale: 0.72, wall: '#b07a4e', roof: '#2b2e33', trim: '#2b2e33' },
  condo: { scale: 0.66, wall: '#a8744c', roof: '#33373d', trim: '#e9e4da' },
};

/** Ski runs and a gondola line cut through the forest of a hill: the resort above Mackenzie Village. */
function skiHill(w: World, floor: number): string {
  const { r, light, ground } = w;
  const peak: Peak = { x: between(r, 1000, 1250), h: 420, left: 0.62, right: 0.7 };
  const hill = range(w, { base: floor + 20, peaks: [peak], jag: 12, depth: 0.3, snow: 0.2, rock: '#3f5a4a' });
  const runs: string[] = [];
  const snow = mix(mix('#f4f7fb', light.lit, 0.3), light.haze, 0.3);
  for (let i = 0; i < 5; i += 1) {
    let x = peak.x + between(r, -120, 120);
    let y = floor + 20 - peak.h + 40;
    const pts: Point[] = [];
    const widths: number[] = [];
    while (y < floor) {
      pts.push([x, y]);
      widths.push(between(r, 10, 22));
      x += between(r, -40, 40) + (i - 2) * 14;
      y += 30;
    }
    const left = pts.map(([px, py], k) => [px - widths[k]!, py] as Point);
    const right = pts.map(([px, py], k) => [px + widths[k]!, py] as Point).reverse();
    runs.push(pathOf([...left, ...right]));
  }
  const cable: Point[] = [
    [peak.x - 60, floor + 20 - peak.h + 30],
    [peak.x - 420, floor + 10],
  ];
  const cabins: string[] = [];
  for (let i = 1; i < 6; i += 1) {
    const t = i / 6;
    const x = cable[0]![0] + (cable[1]![0] - cable[0]![0]) * t;
    const y = cable[0]![1] + (cable[1]![1] - cable[0]![1]) * t + Math.sin(t * Math.PI) * 10;
    cabins.push(
      `<rect x="${n(x - 4)}" y="${n(y + 4)}" width="8" height="8" rx="2" fill="${brandDark}"/><rect x="${n(x - 0.5)}" y="${n(y)}" width="1" height="5" fill="#222"/>`,
    );
  }
  return [
    hill.svg,
    ground.white || w.theme.season === 'spring'
      ? `<path d="${runs.join('')}" fill="${snow}" opacity="0.9"/>`
      : `<path d="${runs.join('')}" fill="${mix(ground.ground, light.haze, 0.35)}" opacity="0.9"/>`,
    `<path d="M${n(cable[0]![0])} ${n(cable[0]![1])}Q${n((cable[0]![0] + cable[1]![0]) / 2)} ${n((cable[0]![1] + cable[1]![1]) / 2 + 14)} ${n(cable[1]![0])} ${n(cable[1]![1])}" stroke="#2a2f38" stroke-width="1.5" fill="none" opacity="0.7"/>`,
    cabins.join(''),
  ].join('');
}

export function exteriorScene(theme: SceneTheme, prefix = 'e'): string {
  const w = world(theme, prefix);
  const { r, light } = w;
  const style = theme.home;
  const size = homeSizes[style];
  const floor = 640;
  const parts = [sky(w, floor)];
  parts.push(
    range(w, { base: floor - 30, peaks: makePeaks(r, 4, 280, 420, [0.75, 1.2]), jag: 26, depth: 0.8 }).svg,
  );
  if (style === 'condo') parts.push(skiHill(w, floor));
  else
    parts.push(
      range(w, {
        base: floor + 10,
        peaks: makePeaks(r, 3, 160, 280, [0.55, 1]),
        jag: 26,
        depth: 0.5,
        snow: w.ground.snow * 0.8,
      }).svg,
    );
  parts.push(
    forest(w, {
      line: rolling(r, floor - 40, 20),
      hMin: 18,
      hMax: 34,
      spacing: 9,
      depth: 0.45,
      rows: 3,
      band: 40,
    }),
  );
  const groundTop = rolling(r, floor + (style === 'modern' ? 130 : 70), 10);
  if (style === 'modern') {
    const waterline = floor + 36;
    const bank = forest(w, {
      line: rolling(r, floor + 10, 6),
      hMin: 14,
      hMax: 28,
      spacing: 8,
      depth: 0.35,
      fill: waterline,
    });
    const above = parts.splice(0).join('') + bank;
    parts.push(lakeWith(w, waterline, above));
  }
  parts.push(groundPlane(w, groundTop));
  const cx = 800 + between(r, -90, 90);
  const groundY = 900 + between(r, -10, 20);
  // Trees standing behind and beside the home.
  // On the riverbank only the edges are wooded, so that the water shows behind the house.
  const open = style === 'modern';
  parts.push(
    forest(w, {
      line: (x) => groundTop(x) + 6,
      from: -60,
      to: open ? 160 : cx - 300 * size.scale,
      hMin: 110,
      hMax: 220,
      spacing: 44,
      depth: 0.15,
      fill: false,
      rows: 2,
      band: 60,
    }),
  );
  parts.push(
    forest(w, {
      line: (x) => groundTop(x) + 6,
      from: open ? W - 160 : cx + 380 * size.scale,
      to: W + 60,
      hMin: 110,
      hMax: 220,
      spacing: 44,
      depth: 0.15,
      fill: false,
      rows: 2,
      band: 60,
    }),
  );
  if (!open) {
    parts.push(
      forest(w, {
        line: () => groundY - 300 * size.scale,
        from: cx - 260 * size.scale,
        to: cx + 300 * size.scale,
        hMin: 200,
        hMax: 280,
        spacing: 60,
        depth: 0.2,
        fill: false,
      }),
    );
  }
  const d: Point = [light.side < 0 ? 150 : 150, -58];
  const facade = facadeFor(w, mixAccent(size.wall, theme.accent, style), size.roof, size.trim, d);
  const body = homeDrawers[style](facade);
  // Shadow the home casts on the ground, then the home and the light pouring out of it.
  parts.push(
    `<ellipse cx="${n(cx + 40)}" cy="${n(groundY + 6)}" rx="${n(560 * size.scale)}" ry="26" fill="${darken(light.shade, 0.4)}" opacity="0.35"/>`,
  );
  parts.push(
    `<g transform="translate(${n(cx)} ${n(groundY)}) scale(${size.scale})">${body}${facade.glows.join('')}</g>`,
  );
  if (facade.lamp > 0.3)
    parts.push(glow(w.ids, cx, groundY + 40, 520 * size.scale, 70, '#ffc46b', 0.45 * facade.lamp));
  // A shovelled path or gravel walk to the door.
  const pathTone = w.ground.white
    ? mix(w.ground.ground, light.shade, 0.2)
    : darken(mix('#b8a48a', light.lit, 0.2), light.dark * 0.5);
  parts.push(
    `<path d="M${n(cx - 40)} ${n(groundY + 2)}L${n(cx + 70)} ${n(groundY + 2)}Q${n(cx + 140)} ${n(groundY + 90)} ${n(cx + 260)} ${H + 5}L${n(cx + 40)} ${H + 5}Q${n(cx + 10)} ${n(groundY + 90)} ${n(cx - 40)} ${n(groundY + 2)}Z" fill="${pathTone}" opacity="0.85"/>`,
  );
  parts.push(meadow(w, (x) => Math.max(groundTop(x), groundY - 10 + (Math.abs(x - cx) < 340 ? 0 : -40))));
  if (style === 'heritage') parts.push(picketFence(w, groundY + 70));
  parts.push(bigTree(w, between(r, 40, 140), H + 40, between(r, 640, 780)));
  parts.push(bigTree(w, between(r, 1460, 1560), H + 50, between(r, 600, 740)));
  parts.push(snowfall(w));
  return document(parts.join(''), w);
}

/** Blends the style's own wall colour with the property's accent so that every home is its own. */
function mixAccent(wall: string, accent: string, style: HomeStyle): string {
  return mix(wall, accent, style === 'heritage' ? 0.85 : 0.35);
}

function picketFence(w: World, y: number): string {
  const { light } = w;
  const white = darken(mix('#f2efe8', light.lit, 0.2), light.dark * 0.55);
  const pickets: string[] = [];
  for (let x = -10; x < W + 10; x += 26) {
    if (x > 760 && x < 1000) continue;
    pickets.push(
      `<path d="M${x} ${n(y)}L${x} ${n(y - 70)}L${x + 8} ${n(y - 82)}L${x + 16} ${n(y - 70)}L${x + 16} ${n(y)}Z"/>`,
    );
  }
  return `<g fill="${white}">${pickets.join('')}<rect x="-10" y="${n(y - 56)}" width="770" height="8"/><rect x="1000" y="${n(y - 56)}" width="${W - 990}" height="8"/><rect x="-10" y="${n(y - 22)}" width="770" height="8"/><rect x="1000" y="${n(y - 22)}" width="${W - 990}" height="8"/></g>${
    w.ground.white
      ? `<rect x="-10" y="${n(y - 10)}" width="${W + 20}" height="26" fill="${mix('#f4f7fb', light.lit, 0.3)}" opacity="0.95"/>`
      : ''
  }`;
}

// ---------------------------------------------------------------------------------------------------------
// Rooms, in one-point perspective. Coordinates are given on the plane of the back wall plus a depth z
// (metres towards the viewer); `at` projects them onto the picture.

const VP: Point = [800, 470];
const ROOM = { l: 300, r: 1300, t: 150, b: 720, depth: 3.6 };

function at(x: number, y: number, z: number): Point {
  const s = 6 / (6 - z);
  return [VP[0] + (x - VP[0]) * s, VP[1] + (y - VP[1]) * s];
}

/** An axis-aligned box: the faces a viewer at the vanishing point can see, lit from the window. */
function box(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z0: number,
  z1: number,
  colour: string,
  radius = 0,
): string {
  const out: string[] = [];
  if (y1 >= ROOM.b - 1 && z1 - z0 > 0.05) {
    out.push(
      `<path d="${pathOf([at(x0 - 14, ROOM.b, z0 - 0.04), at(x1 + 14, ROOM.b, z0 - 0.04), at(x1 + 14, ROOM.b, z1 + 0.08), at(x0 - 14, ROOM.b, z1 + 0.08)])}" fill="#1a1410" opacity="0.22"/>`,
    );
  }
  if (y0 > VP[1])
    out.push(
      `<path d="${pathOf([at(x0, y0, z0), at(x1, y0, z0), at(x1, y0, z1), at(x0, y0, z1)])}" fill="${lighten(colour, 0.12)}"/>`,
    );
  if (y1 < VP[1])
    out.push(
      `<path d="${pathOf([at(x0, y1, z0), at(x1, y1, z0), at(x1, y1, z1), at(x0, y1, z1)])}" fill="${darken(colour, 0.2)}"/>`,
    );
  if (x0 > VP[0])
    out.push(
      `<path d="${pathOf([at(x0, y0, z0), at(x0, y0, z1), at(x0, y1, z1), at(x0, y1, z0)])}" fill="${darken(colour, 0.22)}"/>`,
    );
  if (x1 < VP[0])
    out.push(
      `<path d="${pathOf([at(x1, y0, z0), at(x1, y0, z1), at(x1, y1, z1), at(x1, y1, z0)])}" fill="${darken(colour, 0.14)}"/>`,
    );
  const [fx0, fy0] = at(x0, y0, z1);
  const [fx1, fy1] = at(x1, y1, z1);
  out.push(
    `<rect x="${n(fx0)}" y="${n(fy0)}" width="${n(fx1 - fx0)}" height="${n(fy1 - fy0)}" rx="${radius}" fill="${colour}"/>`,
  );
  return out.join('');
}

/** A flat rectangle lying on the floor (a rug) or standing on the back wall (a frame). */
function floorQuad(x0: number, x1: number, z0: number, z1: number, fill: string, y = ROOM.b): string {
  return `<path d="${pathOf([at(x0, y, z0), at(x1, y, z0), at(x1, y, z1), at(x0, y, z1)])}" fill="${fill}"/>`;
}

/** The valley seen through a window: a nested picture cropped to the opening. */
function view(
  theme: SceneTheme,
  prefix: string,
  x: number,
  y: number,
  w: number,
  h: number,
  focus = 0.5,
): string {
  const v = world(theme, prefix, 0.4);
  const floor = 690;
  const valleyPart = valley(v, floor);
  const ground = groundPlane(v, rolling(v.r, floor + 40, 10));
  const near = forest(v, {
    line: rolling(v.r, floor + 80, 20),
    hMin: 60,
    hMax: 120,
    spacing: 30,
    depth: 0.15,
    fill: false,
  });
  const vw = Math.min(W, (H * w) / h);
  const vx = (W - vw) * focus;
  return `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="${n(vx)} 0 ${n(vw)} ${H}" preserveAspectRatio="xMidYMid slice">${valleyPart.svg}${ground}${near}</svg>`;
}

interface RoomStyle {
  wall: string;
  floor: string;
  ceiling: string;
  wood: string;
}

function roomStyle(w: World): RoomStyle {
  const accent = w.theme.accent;
  return {
    wall: mix('#efe6d8', accent, 0.18),
    floor: pick(w.r, ['#b7865a', '#a2714a', '#c79a6b']),
    ceiling: pick(w.r, ['#c99b6c', '#b8875a']),
    wood: '#8a5a36',
  };
}

/** Walls, wood floor, a timber ceiling with beams: the shell every room starts from. */
function roomShell(w: World, style: RoomStyle, wallTone = style.wall, panelled = false): string {
  const { r, ids } = w;
  const far = ROOM.depth;
  const out: string[] = [];
  const wallGrad = ids.next('wall');
  out.push(
    `<defs>${linear(wallGrad, [
      [0, darken(wallTone, 0.06)],
      [1, lighten(wallTone, 0.05)],
    ])}</defs>`,
  );
  out.push(
    `<rect x="${ROOM.l}" y="${ROOM.t}" width="${ROOM.r - ROOM.l}" height="${ROOM.b - ROOM.t}" fill="url(#${wallGrad})"/>`,
  );
  out.push(
    `<path d="${pathOf([[ROOM.l, ROOM.t], [ROOM.l, ROOM.b], at(ROOM.l, ROOM.b, far), at(ROOM.l, ROOM.t, far)])}" fill="${darken(wallTone, 0.1)}"/>`,
  );
  out.push(
    `<path d="${pathOf([[ROOM.r, ROOM.t], [ROOM.r, ROOM.b], at(ROOM.r, ROOM.b, far), at(ROOM.r, ROOM.t, far)])}" fill="${darken(wallTone, 0.16)}"/>`,
  );
  if (panelled) {
    const lines: string[] = [];
    for (let y = ROOM.t + 22; y < ROOM.b; y += 22) {
      lines.push(`M${ROOM.l} ${y}L${ROOM.r} ${y}`);
      const [lx, ly] = at(ROOM.l, y, far);
      const [rx, ry] = at(ROOM.r, y, far);
      lines.push(`M${ROOM.l} ${y}L${n(lx)} ${n(ly)}M${ROOM.r} ${y}L${n(rx)} ${n(ry)}`);
    }
    out.push(
      `<path d="${lines.join('')}" stroke="${darken(wallTone, 0.3)}" stroke-width="2" opacity="0.45"/>`,
    );
  }
  // Floor: planks converging on the vanishing point.
  const floorGrad = ids.next('floor');
  out.push(
    `<defs>${linear(floorGrad, [
      [0, darken(style.floor, 0.15)],
      [1, style.floor],
    ])}</defs>`,
  );
  out.push(
    `<path d="${pathOf([[ROOM.l, ROOM.b], [ROOM.r, ROOM.b], at(ROOM.r, ROOM.b, far), at(ROOM.l, ROOM.b, far)])}" fill="url(#${floorGrad})"/>`,
  );
  const planks: string[] = [];
  for (let x = ROOM.l; x < ROOM.r; x += 34) {
    const a = at(x, ROOM.b, 0);
    const b = at(x, ROOM.b, far);
    planks.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    for (let k = 0; k < 3; k += 1) {
      const z = between(r, 0, far);
      const p0 = at(x, ROOM.b, z);
      const p1 = at(x + 34, ROOM.b, z);
      planks.push(`M${n(p0[0])} ${n(p0[1])}L${n(p1[0])} ${n(p1[1])}`);
    }
  }
  out.push(
    `<path d="${planks.join('')}" stroke="${darken(style.floor, 0.35)}" stroke-width="1.6" opacity="0.5"/>`,
  );
  // Ceiling: timber boards and beams in a chalet or cabin, smooth plaster with pot lights in town.
  const ceiling: Point[] = [
    [ROOM.l, ROOM.t],
    [ROOM.r, ROOM.t],
    at(ROOM.r, ROOM.t, far),
    at(ROOM.l, ROOM.t, far),
  ];
  if (timberHomes.has(w.theme.home)) {
    out.push(`<path d="${pathOf(ceiling)}" fill="${darken(style.ceiling, 0.1)}"/>`);
    const boards: string[] = [];
    for (let x = ROOM.l; x <= ROOM.r; x += 40) {
      const a = at(x, ROOM.t, 0);
      const b = at(x, ROOM.t, far);
      boards.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`);
    }
    out.push(
      `<path d="${boards.join('')}" stroke="${darken(style.ceiling, 0.35)}" stroke-width="1.5" opacity="0.5"/>`,
    );
    for (const z of [0.7, 1.7, 2.7])
      out.push(box(ROOM.l, ROOM.r, ROOM.t, ROOM.t + 26, z, z + 0.22, darken(style.wood, 0.1)));
  } else {
    out.push(`<path d="${pathOf(ceiling)}" fill="${darken(lighten(wallTone, 0.35), 0.08)}"/>`);
    const lights: string[] = [];
    for (const z of [0.8, 2.0, 3.2]) {
      for (const x of [ROOM.l + 200, ROOM.r - 200]) {
        const [lx, ly] = at(x, ROOM.t, z);
        const s = 6 / (6 - z);
        lights.push(
          `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(9 * s)}" ry="${n(3 * s)}" fill="#fff4d6"/>`,
        );
      }
    }
    out.push(lights.join(''));
  }
  out.push(box(ROOM.l, ROOM.r, ROOM.b - 14, ROOM.b, 0, 0.02, darken(style.wood, 0.05)));
  for (const x of [ROOM.l, ROOM.r]) {
    out.push(
      `<path d="${pathOf([[x, ROOM.b - 14], [x, ROOM.b], at(x, ROOM.b, far), at(x, ROOM.b - 14, far)])}" fill="${darken(style.wood, 0.15)}"/>`,
    );
  }
  // Corners in soft shade, the way light falls off away from the windows.
  const corner = ids.next('corner');
  out.push(
    `<defs>${linear(
      corner,
      [
        [0, '#1a1410', 0.28],
        [0.35, '#1a1410', 0],
        [0.65, '#1a1410', 0],
        [1, '#1a1410', 0.28],
      ],
      1,
      0,
    )}</defs><rect width="${W}" height="${H}" fill="url(#${corner})"/>`,
  );
  return out.join('');
}

/** Soft daylight falling from a window across the floor. */
function lightShaft(w: World, x0: number, x1: number, yTop: number, strength: number): string {
  const id = w.ids.next('shaft');
  const colour = w.light.lit;
  const a = at(x0, ROOM.b, 0);
  const b = at(x1, ROOM.b, 0);
  const c = at(x1 + 180, ROOM.b, 2.6);
  const d = at(x0 + 180, ROOM.b, 2.6);
  return `<defs>${linear(id, [
    [0, colour, 0.32 * strength],
    [1, colour, 0],
  ])}</defs><path d="${pathOf([a, b, c, d])}" fill="url(#${id})"/>${glow(
    w.ids,
    (x0 + x1) / 2,
    (yTop + ROOM.b) / 2,
    (x1 - x0) * 0.9,
    (ROOM.b - yTop) * 0.7,
    colour,
    0.12 * strength,
  )}`;
}

function windowFrame(
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  cols: number,
  rows: number,
): string {
  const bars: string[] = [
    `<rect x="${n(x - 12)}" y="${n(y - 12)}" width="${n(w + 24)}" height="12"/>`,
    `<rect x="${n(x - 12)}" y="${n(y + h)}" width="${n(w + 24)}" height="16"/>`,
    `<rect x="${n(x - 12)}" y="${n(y)}" width="12" height="${n(h)}"/>`,
    `<rect x="${n(x + w)}" y="${n(y)}" width="12" height="${n(h)}"/>`,
  ];
  for (let c = 1; c < cols; c += 1)
    bars.push(`<rect x="${n(x + (w * c) / cols - 4)}" y="${n(y)}" width="8" height="${n(h)}"/>`);
  for (let rr = 1; rr < rows; rr += 1)
    bars.push(`<rect x="${n(x)}" y="${n(y + (h * rr) / rows - 4)}" width="${n(w)}" height="8"/>`);
  return `<g fill="${colour}">${bars.join('')}</g><path d="M${n(x + w * 0.1)} ${n(y + h)}L${n(x + w * 0.5)} ${n(y)}L${n(x + w * 0.62)} ${n(y)}L${n(x + w * 0.22)} ${n(y + h)}Z" fill="#ffffff" opacity="0.06"/>`;
}

function fire(w: World, cx: number, base: number, width: number, strip = false): string {
  const { r, ids } = w;
  const outer = ids.next('flame');
  const inner = ids.next('core');
  const flames: string[] = [
    `<defs>${linear(
      outer,
      [
        [0, '#ffd36b'],
        [0.6, '#f58a2c'],
        [1, '#c9421f'],
      ],
      0,
      0,
      0,
      1,
    )}${linear(
      inner,
      [
        [0, '#fff6c8'],
        [1, '#ffc04a'],
      ],
      0,
      0,
      0,
      1,
    )}</defs>`,
  ];
  const count = strip ? 9 : 5;
  const half = (count - 1) / 2;
  for (let i = 0; i < count; i += 1) {
    const x = cx + (i - half) * width * (strip ? 0.1 : 0.16) + between(r, -6, 6);
    const h =
      (strip ? 60 : width * between(r, 0.35, 0.7)) *
      (1 - Math.abs(i - half) * (strip ? 0.05 : 0.18)) *
      between(r, 0.8, 1.1);
    const fw = width * (strip ? 0.06 : 0.14);
    flames.push(
      `<path d="M${n(x - fw)} ${n(base)}Q${n(x - fw * 1.1)} ${n(base - h * 0.5)} ${n(x + between(r, -8, 8))} ${n(base - h)}Q${n(x + fw * 0.9)} ${n(base - h * 0.45)} ${n(x + fw)} ${n(base)}Z" fill="url(#${outer})"/>`,
    );
    flames.push(
      `<path d="M${n(x - fw * 0.5)} ${n(base)}Q${n(x - fw * 0.5)} ${n(base - h * 0.3)} ${n(x)} ${n(base - h * 0.55)}Q${n(x + fw * 0.45)} ${n(base - h * 0.3)} ${n(x + fw * 0.5)} ${n(base)}Z" fill="url(#${inner})"/>`,
    );
  }
  if (strip) {
    flames.push(
      `<rect x="${n(cx - width * 0.5)}" y="${n(base - 6)}" width="${n(width)}" height="10" fill="#3a3a3c"/>`,
    );
  } else {
    flames.push(
      `<rect x="${n(cx - width * 0.42)}" y="${n(base - 8)}" width="${n(width * 0.84)}" height="16" rx="8" fill="#5a3320"/>`,
    );
    flames.push(
      `<rect x="${n(cx - width * 0.3)}" y="${n(base - 18)}" width="${n(width * 0.6)}" height="14" rx="7" fill="#6e4027" transform="rotate(-6 ${n(cx)} ${n(base)})"/>`,
    );
  }
  return flames.join('');
}

function lamp(w: World, x: number, y: number, size: number, shade: string): string {
  const on = 0.45 + w.light.dark * 0.55;
  return [
    glow(w.ids, x, y, size * 3.4, size * 2.8, '#ffd38a', 0.5 * on),
    `<path d="M${n(x - size * 0.55)} ${n(y - size * 0.5)}L${n(x + size * 0.55)} ${n(y - size * 0.5)}L${n(x + size * 0.8)} ${n(y + size * 0.35)}L${n(x - size * 0.8)} ${n(y + size * 0.35)}Z" fill="${mix(shade, '#ffe2a8', on * 0.5)}"/>`,
  ].join('');
}

function plant(w: World, x: number, y: number, size: number): string {
  const { r } = w;
  const leaves: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    const a = -Math.PI / 2 + between(r, -1.2, 1.2);
    const len = size * between(r, 0.7, 1.3);
    const ex = x + Math.cos(a) * len;
    const ey = y - size * 0.4 + Math.sin(a) * len;
    leaves.push(
      `M${n(x)} ${n(y - size * 0.4)}Q${n((x + ex) / 2 + size * 0.25)} ${n((y + ey) / 2)} ${n(ex)} ${n(ey)}Q${n((x + ex) / 2 - size * 0.25)} ${n((y + ey) / 2)} ${n(x)} ${n(y - size * 0.4)}Z`,
    );
  }
  return `<path d="${leaves.join('')}" fill="#4d7a4a"/><path d="M${n(x - size * 0.35)} ${n(y - size * 0.45)}L${n(x + size * 0.35)} ${n(y - size * 0.45)}L${n(x + size * 0.28)} ${n(y)}L${n(x - size * 0.28)} ${n(y)}Z" fill="#d8cbb5"/>`;
}

function interior(w: World, body: string): string {
  const warm = w.ids.next('warm');
  return document(
    `${body}<defs>${radial(
      warm,
      [
        [0, '#ffcf8a', 0.12 + w.light.dark * 0.1],
        [1, '#ffcf8a', 0],
      ],
      0.5,
      0.7,
      0.8,
    )}</defs><rect width="${W}" height="${H}" fill="url(#${warm})"/>`,
    w,
  );
}

const timberHomes = new Set<HomeStyle>(['chalet', 'cabin', 'aframe']);

const livingLayouts: Record<HomeStyle, 'stone' | 'stove' | 'linear'> = {
  chalet: 'stone',
  heritage: 'stone',
  cabin: 'stove',
  aframe: 'stove',
  condo: 'linear',
  modern: 'linear',
};

/** A stone chimney breast from floor to ceiling with a fire going, a timber mantle and a hearth. */
function stoneFireplace(w: World, style: RoomStyle, cx0: number, cx1: number): string {
  const { r, ids } = w;
  const out: string[] = [];
  const stone = '#9b948a';
  out.push(box(cx0, cx1, ROOM.t, ROOM.b, 0, 0.35, stone));
  const [sx0, sy0] = at(cx0, ROOM.t, 0.35);
  const [sx1, sy1] = at(cx1, ROOM.b, 0.35);
  const stones: string[] = [];
  for (let y = sy0; y < sy1; y += 26) {
    for (let x = sx0 + between(r, -20, 0); x < sx1; x += between(r, 34, 60)) {
      const sw = Math.min(between(r, 30, 56), sx1 - x - 3);
      if (sw < 10 || x < sx0) continue;
      stones.push(
        `<rect x="${n(x)}" y="${n(y + 2)}" width="${n(sw)}" height="22" rx="9" fill="${mix(stone, pick(r, ['#7d776e', '#b5aea2', '#8f877a', '#a49d92']), 0.7)}"/>`,
      );
    }
  }
  out.push(stones.join(''));
  const mid = (cx0 + cx1) / 2;
  const [fx0, fy0] = at(mid - 100, 560, 0.35);
  const [fx1, fy1] = at(mid + 100, 680, 0.35);
  out.push(
    `<path d="M${n(fx0)} ${n(fy1)}L${n(fx0)} ${n(fy0 + 30)}Q${n(fx0)} ${n(fy0)} ${n(fx0 + 30)} ${n(fy0)}L${n(fx1 - 30)} ${n(fy0)}Q${n(fx1)} ${n(fy0)} ${n(fx1)} ${n(fy0 + 30)}L${n(fx1)} ${n(fy1)}Z" fill="#1e1612"/>`,
  );
  out.push(fire(w, (fx0 + fx1) / 2, fy1 - 6, fx1 - fx0));
  out.push(box(cx0 - 30, cx1 + 30, 540, 556, 0.3, 0.5, darken(style.wood, 0.1)));
  out.push(box(cx0 - 40, cx1 + 40, ROOM.b - 20, ROOM.b, 0.35, 0.8, '#7d766c'));
  out.push(glow(ids, (fx0 + fx1) / 2, fy1, 520, 260, '#ff9a3c', 0.45));
  const [mx, my] = at(cx0 + 50, 540, 0.42);
  out.push(
    `<rect x="${n(mx)}" y="${n(my - 34)}" width="12" height="34" fill="#f4ecdc"/><rect x="${n(mx + 18)}" y="${n(my - 24)}" width="12" height="24" fill="#f4ecdc"/>`,
  );
  const [px, py] = at(cx1 - 60, 540, 0.42);
  out.push(plant(w, px, py, 34));
  return out.join('');
}

/** A black cast-iron wood stove on a stone hearth, its pipe rising to the ceiling. */
function woodStove(w: World, x: number, z: number): string {
  const out: string[] = [];
  out.push(box(x - 90, x + 90, ROOM.b - 12, ROOM.b, z - 0.2, z + 0.4, '#8d867c'));
  const [px, py] = at(x, ROOM.t, z + 0.1);
  const [, pyBottom] = at(x, 520, z + 0.1);
  out.push(`<rect x="${n(px - 16)}" y="${n(py)}" width="32" height="${n(pyBottom - py)}" fill="#1f1f21"/>`);
  out.push(box(x - 60, x + 60, 520, ROOM.b - 30, z, z + 0.25, '#242426', 8));
  out.push(box(x - 66, x + 66, 510, 522, z - 0.02, z + 0.27, '#1a1a1c'));
  const [wx0, wy0] = at(x - 40, 560, z + 0.25);
  const [wx1, wy1] = at(x + 40, 640, z + 0.25);
  out.push(
    `<rect x="${n(wx0)}" y="${n(wy0)}" width="${n(wx1 - wx0)}" height="${n(wy1 - wy0)}" rx="6" fill="#2a130a"/>`,
  );
  out.push(fire(w, (wx0 + wx1) / 2, wy1 - 4, wx1 - wx0));
  out.push(glow(w.ids, (wx0 + wx1) / 2, wy1, 360, 220, '#ff9a3c', 0.45));
  const [lx, ly] = at(x + 120, ROOM.b, z + 0.2);
  const logs: string[] = [];
  for (let i = 0; i < 6; i += 1)
    logs.push(`<circle cx="${n(lx + (i % 3) * 22)}" cy="${n(ly - 12 - Math.floor(i / 3) * 20)}" r="11"/>`);
  out.push(`<g fill="#b98a5a" stroke="#6b4a2e" stroke-width="3">${logs.join('')}</g>`);
  return out.join('');
}

/** A tall bookcase against the side of the back wall. */
function shelfOfBooks(w: World, x0: number, x1: number): string {
  const { r } = w;
  const out = [box(x0, x1, ROOM.t + 60, ROOM.b, 0, 0.3, '#6e4b31')];
  const colours = ['#a0522d', '#2f4159', '#c9a96a', '#4f6a5a', '#e9e4da', '#7d3c3c', '#3b5f7a'];
  for (let y = ROOM.t + 120; y < ROOM.b - 30; y += 90) {
    const [sx0, sy] = at(x0 + 10, y, 0.3);
    const [sx1] = at(x1 - 10, y, 0.3);
    out.push(`<rect x="${n(sx0)}" y="${n(sy)}" width="${n(sx1 - sx0)}" height="8" fill="#4e3422"/>`);
    const books: string[] = [];
    for (let x = sx0 + 4; x < sx1 - 30; x += between(r, 12, 22)) {
      const h = between(r, 50, 80);
      books.push(
        `<rect x="${n(x)}" y="${n(sy - h)}" width="${n(between(r, 9, 18))}" height="${n(h)}" fill="${pick(r, colours)}"/>`,
      );
      if (chance(r, 0.08)) x += 26;
    }
    out.push(books.join(''));
  }
  return out.join('');
}

/** Living room: the fire, the view, a sofa and a rug; the layout follows the kind of home. */
export function livingScene(theme: SceneTheme, prefix = 'r'): string {
  const w = world(theme, prefix);
  const { ids } = w;
  const style = roomStyle(w);
  const out: string[] = [roomShell(w, style)];
  const winTop = ROOM.t + 40;
  const winBottom = ROOM.b - 40;
  const frame = darken(style.wood, 0.3);
  const layout = livingLayouts[theme.home];
  if (layout === 'stone') {
    out.push(view(theme, `${prefix}v`, ROOM.l + 40, winTop, 300, winBottom - winTop, 0.2));
    out.push(view(theme, `${prefix}w`, ROOM.r - 340, winTop, 300, winBottom - winTop, 0.8));
    out.push(windowFrame(ROOM.l + 40, winTop, 300, winBottom - winTop, frame, 2, 3));
    out.push(windowFrame(ROOM.r - 340, winTop, 300, winBottom - winTop, frame, 2, 3));
    out.push(lightShaft(w, ROOM.l + 40, ROOM.l + 340, winTop, 1 - w.light.dark));
    out.push(lightShaft(w, ROOM.r - 340, ROOM.r - 40, winTop, 1 - w.light.dark));
    out.push(stoneFireplace(w, style, 640, 960));
  } else if (layout === 'stove') {
    // A wall of glass onto the valley, a black wood stove in the corner.
    out.push(view(theme, `${prefix}v`, ROOM.l + 240, winTop - 10, 560, winBottom - winTop + 10, 0.5));
    out.push(windowFrame(ROOM.l + 240, winTop - 10, 560, winBottom - winTop + 10, frame, 3, 2));
    out.push(lightShaft(w, ROOM.l + 240, ROOM.l + 800, winTop, 1 - w.light.dark));
    out.push(woodStove(w, ROOM.l + 110, 0.5));
    out.push(shelfOfBooks(w, ROOM.r - 170, ROOM.r - 20));
  } else {
    // A dark feature wall with a linear gas fire beside a floor-to-ceiling window.
    out.push(view(theme, `${prefix}v`, ROOM.l + 440, ROOM.t + 10, 380, ROOM.b - ROOM.t - 24, 0.6));
    out.push(windowFrame(ROOM.l + 440, ROOM.t + 10, 380, ROOM.b - ROOM.t - 24, '#2b2e33', 2, 1));
    out.push(lightShaft(w, ROOM.l + 440, ROOM.l + 820, ROOM.t, 1 - w.light.dark));
    out.push(box(ROOM.l, ROOM.l + 400, ROOM.t, ROOM.b, 0, 0.12, '#34383f'));
    const [gx0, gy0] = at(ROOM.l + 50, 560, 0.12);
    const [gx1, gy1] = at(ROOM.l + 350, 610, 0.12);
    out.push(
      `<rect x="${n(gx0)}" y="${n(gy0)}" width="${n(gx1 - gx0)}" height="${n(gy1 - gy0)}" fill="#141414"/>`,
    );
    out.push(fire(w, (gx0 + gx1) / 2, gy1 - 4, (gx1 - gx0) * 0.9, true));
    out.push(glow(ids, (gx0 + gx1) / 2, gy1, 420, 200, '#ff9a3c', 0.4));
    const [tx0, ty0] = at(ROOM.l + 90, 330, 0.12);
    const [tx1, ty1] = at(ROOM.l + 310, 460, 0.12);
    out.push(
      `<rect x="${n(tx0)}" y="${n(ty0)}" width="${n(tx1 - tx0)}" height="${n(ty1 - ty0)}" rx="4" fill="#0e0f11"/>`,
    );
    out.push(shelfOfBooks(w, ROOM.r - 150, ROOM.r - 20));
  }
  // Rug, coffee table, armchairs and the back of a sofa.
  out.push(floorQuad(470, 1130, 0.9, 3.0, mix(theme.accent, '#e9dfcf', 0.45)));
  out.push(floorQuad(500, 1100, 1.0, 2.9, mix(theme.accent, '#efe6d6', 0.65)));
  const stripes: string[] = [];
  for (const z of [1.3, 1.45, 2.45, 2.6])
    stripes.push(floorQuad(500, 1100, z, z + 0.06, mix(theme.accent, '#3a2a20', 0.2)));
  out.push(stripes.join(''));
  out.push(box(660, 940, 676, 720, 1.6, 2.2, '#5e412d'));
  out.push(box(650, 950, 664, 678, 1.55, 2.25, '#7a5538'));
  const [bkx, bky] = at(720, 664, 1.9);
  out.push(
    `<rect x="${n(bkx)}" y="${n(bky - 18)}" width="90" height="18" rx="2" fill="${mix(theme.accent, '#f4efe6', 0.2)}"/><rect x="${n(bkx + 6)}" y="${n(bky - 32)}" width="80" height="14" rx="2" fill="${brandDark}"/>`,
  );
  const [ppx, ppy] = at(ROOM.l + 20, ROOM.b, 0.25);
  out.push(plant(w, ppx, ppy, 80));
  const cushion = mix(theme.accent, '#d8cbb8', 0.4);
  const chairs: (readonly [number, number])[] =
    layout === 'stone'
      ? [
          [ROOM.l + 40, ROOM.l + 210],
          [ROOM.r - 210, ROOM.r - 40],
        ]
      : layout === 'stove'
        ? [[ROOM.r - 420, ROOM.r - 250]]
        : [[ROOM.l + 40, ROOM.l + 210]];
  for (const [x0, x1] of chairs) {
    out.push(box(x0 + 10, x1 - 10, 520, 640, 1.0, 1.14, darken(cushion, 0.22), 12));
    out.push(box(x0 + 24, x1 - 24, 630, 720, 1.05, 1.8, darken(cushion, 0.12), 8));
    out.push(box(x0 + 26, x1 - 26, 612, 640, 1.12, 1.78, lighten(cushion, 0.08), 10));
    out.push(box(x0, x0 + 26, 590, 720, 1.0, 1.82, darken(cushion, 0.18), 10));
    out.push(box(x1 - 26, x1, 590, 720, 1.0, 1.82, darken(cushion, 0.18), 10));
  }
  // Floor lamp and a plant in the corners.
  const [lx, ly] = at(ROOM.r - 60, 420, 0.6);
  const [, lyBase] = at(ROOM.r - 60, ROOM.b, 0.6);
  out.push(`<rect x="${n(lx - 3)}" y="${n(ly)}" width="6" height="${n(lyBase - ly)}" fill="#2b2b2b"/>`);
  out.push(lamp(w, lx, ly, 46, '#efe4cf'));
  // The sofa seen from behind, a throw over its back.
  const sofa = mix(brandDark, theme.accent, 0.25);
  out.push(`<rect x="250" y="870" width="1100" height="260" rx="48" fill="${sofa}"/>`);
  out.push(`<rect x="250" y="870" width="1100" height="40" rx="20" fill="${lighten(sofa, 0.12)}"/>`);
  out.push(
    `<rect x="200" y="900" width="110" height="200" rx="44" fill="${darken(sofa, 0.1)}"/><rect x="1290" y="900" width="110" height="200" rx="44" fill="${darken(sofa, 0.1)}"/>`,
  );
  out.push(
    `<path d="M880 872Q960 860 1040 876L1060 1067L900 1067Z" fill="${mix(theme.accent, '#c9b79c', 0.3)}"/>`,
  );
  out.push(
    `<path d="M905 900L1045 900M910 940L1050 940M915 980L1053 980" stroke="${darken(theme.accent, 0.2)}" stroke-width="6" opacity="0.5"/>`,
  );
  return interior(w, out.join(''));
}

/** Bedroom: a made bed against a panelled wall, lamps on both sides, a window onto the trees and peaks. */
export function bedroomScene(theme: SceneTheme, prefix = 'b'): string {
  const w = world(theme, prefix);
  const { r } = w;
  const style = roomStyle(w);
  const wallTone = mix(pick(r, ['#c9d3cc', '#d9cbbb', '#c7cfd9', '#e3d9c8']), theme.accent, 0.12);
  const out: string[] = [roomShell(w, style, wallTone)];
  const side = chance(r, 0.5);
  const wx = side ? ROOM.l + 50 : ROOM.r - 310;
  out.push(view(theme, `${prefix}v`, wx, ROOM.t + 60, 260, 400, side ? 0.25 : 0.75));
  out.push(windowFrame(wx, ROOM.t + 60, 260, 400, '#f1ece3', 2, 2));
  out.push(lightShaft(w, wx, wx + 260, ROOM.t + 60, 1 - w.light.dark));
  // Curtains either side of the window.
  const curtain = mix(theme.accent, '#efe6d6', 0.5);
  out.push(
    `<path d="M${wx - 40} ${ROOM.t + 40}L${wx + 10} ${ROOM.t + 40}Q${wx} ${ROOM.t + 300} ${wx + 14} ${ROOM.b - 20}L${wx - 44} ${ROOM.b - 20}Z" fill="${curtain}"/>`,
  );
  out.push(
    `<path d="M${wx + 250} ${ROOM.t + 40}L${wx + 300} ${ROOM.t + 40}L${wx + 304} ${ROOM.b - 20}L${wx + 246} ${ROOM.b - 20}Q${wx + 260} ${ROOM.t + 300} ${wx + 250} ${ROOM.t + 40}Z" fill="${curtain}"/>`,
  );
  const bx = side ? 880 : 720;
  // A feature wall behind the bed: wood slats in a cabin or chalet, a deep painted panel in town.
  const painted = theme.home === 'condo' || theme.home === 'modern' || theme.home === 'heritage';
  const panel = painted ? mix(brandDark, theme.accent, 0.25) : darken(style.wood, 0.05);
  out.push(
    `<rect x="${bx - 260}" y="${ROOM.t + 120}" width="520" height="${ROOM.b - ROOM.t - 120}" fill="${panel}"/>`,
  );
  if (!painted) {
    const slats: string[] = [];
    for (let x = bx - 260; x < bx + 260; x += 16)
      slats.push(`<rect x="${x}" y="${ROOM.t + 120}" width="3" height="${ROOM.b - ROOM.t - 120}"/>`);
    out.push(`<g fill="${darken(style.wood, 0.35)}" opacity="0.5">${slats.join('')}</g>`);
  } else {
    out.push(
      `<rect x="${bx - 260}" y="${ROOM.t + 120}" width="520" height="10" fill="${lighten(panel, 0.2)}"/>`,
    );
  }
  // Framed print of the mountains above the bed.
  out.push(`<rect x="${bx - 110}" y="${ROOM.t + 150}" width="220" height="150" fill="#f4efe6"/>`);
  out.push(
    view({ ...theme, seed: theme.seed + 7, time: 'dawn' }, `${prefix}p`, bx - 96, ROOM.t + 164, 192, 122),
  );
  out.push(
    `<rect x="${bx - 110}" y="${ROOM.t + 150}" width="220" height="150" fill="none" stroke="#2a2420" stroke-width="8"/>`,
  );
  out.push(floorQuad(bx - 330, bx + 330, 1.0, 3.2, mix(theme.accent, '#d9ccba', 0.55)));
  out.push(floorQuad(bx - 310, bx + 310, 1.1, 3.1, mix(theme.accent, '#e8dfd0', 0.75)));
  // Bed: frame, mattress, pillows, a duvet and a throw across the foot.
  const linen = '#f3f0ea';
  out.push(
    box(
      bx - 190,
      bx + 190,
      450,
      660,
      0,
      0.12,
      painted ? mix('#d9cbb5', theme.accent, 0.2) : mix(brandDark, theme.accent, 0.2),
      14,
    ),
  );
  out.push(box(bx - 180, bx + 180, 662, 720, 0.1, 2.15, darken(style.wood, 0.1)));
  out.push(box(bx - 176, bx + 176, 616, 662, 0.1, 2.12, linen));
  out.push(box(bx - 150, bx - 10, 572, 616, 0.16, 0.42, '#ffffff', 16));
  out.push(box(bx + 10, bx + 150, 572, 616, 0.16, 0.42, '#ffffff', 16));
  out.push(box(bx - 110, bx + 110, 586, 616, 0.42, 0.52, mix(theme.accent, '#f0e6d6', 0.3), 14));
  out.push(box(bx - 184, bx + 184, 608, 676, 0.62, 2.16, '#fbfaf7', 8));
  const throwTone = mix(theme.accent, '#3a2f2a', 0.15);
  out.push(floorQuad(bx - 186, bx + 186, 1.62, 1.98, throwTone, 608));
  out.push(
    `<path d="${pathOf([at(bx - 186, 608, 1.62), at(bx - 186, 608, 1.98), at(bx - 186, 690, 1.98), at(bx - 186, 690, 1.62)])}" fill="${darken(throwTone, 0.2)}"/>`,
  );
  const folds: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const z = between(r, 0.8, 1.5);
    const a = at(bx - 170, 608, z);
    const b = at(bx + between(r, -60, 80), 608, z + 0.1);
    folds.push(`M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n(a[1] + 6)} ${n(b[0])} ${n(b[1])}`);
  }
  out.push(`<path d="${folds.join('')}" stroke="#dcd6cc" stroke-width="3" fill="none"/>`);
  const [tx, ty] = at(bx + 60, 604, 1.2);
  out.push(
    `<rect x="${n(tx)}" y="${n(ty - 26)}" width="120" height="30" rx="10" fill="#ffffff"/><rect x="${n(tx + 8)}" y="${n(ty - 50)}" width="104" height="26" rx="10" fill="${mix(theme.accent, '#ffffff', 0.6)}"/>`,
  );
  // Nightstands with lamps.
  for (const nx of [bx - 300, bx + 220]) {
    out.push(box(nx, nx + 80, 620, 720, 0.05, 0.5, darken(style.wood, 0.15)));
    const [lx, ly] = at(nx + 40, 560, 0.3);
    const [, baseY] = at(nx + 40, 620, 0.3);
    out.push(`<rect x="${n(lx - 4)}" y="${n(ly)}" width="8" height="${n(baseY - ly)}" fill="#c9b48f"/>`);
    out.push(lamp(w, lx, ly, 32, '#f2e7d2'));
  }
  return interior(w, out.join(''));
}

/** Kitchen: a counter run under a window, open shelves, a range, an island with stools and pendants. */
export function kitchenScene(theme: SceneTheme, prefix = 'c'): string {
  const w = world(theme, prefix);
  const { r } = w;
  const style = roomStyle(w);
  const out: string[] = [roomShell(w, style, mix('#f1ece4', theme.accent, 0.08))];
  const cabinet = mix(pick(r, ['#4f6a5a', '#38465a', '#e9e4da', '#7d8f96']), theme.accent, 0.12);
  const counter = '#ece8e1';
  // Backsplash tiles.
  const [t0x, t0y] = [ROOM.l, 380];
  const tiles: string[] = [];
  for (let y = t0y; y < 560; y += 20) {
    for (let x = t0x + ((y / 20) % 2) * 20; x < ROOM.r; x += 40)
      tiles.push(`<rect x="${x}" y="${y}" width="38" height="18" rx="2"/>`);
  }
  out.push(
    `<rect x="${ROOM.l}" y="380" width="${ROOM.r - ROOM.l}" height="180" fill="#d6d2ca"/><g fill="#f4f2ee">${tiles.join('')}</g>`,
  );
  out.push(view(theme, `${prefix}v`, 660, 230, 280, 250));
  out.push(windowFrame(660, 230, 280, 250, '#f4f1ea', 2, 1));
  out.push(lightShaft(w, 660, 940, 230, 1 - w.light.dark));
  // Open shelves with dishes and jars.
  for (const [sx0, sx1] of [[ROOM.l + 20, 600]] as const) {
    for (const sy of [250, 330]) {
      out.push(box(sx0, sx1, sy, sy + 10, 0, 0.3, style.wood));
      const items: string[] = [];
      for (let x = sx0 + 14; x < sx1 - 40; x += between(r, 34, 56)) {
        const h = between(r, 24, 50);
        const kind = r();
        const colour = pick(r, ['#f4f1ea', '#d9c8a8', '#8fa8a0', '#c97a4a', '#e8e0cf', '#4f6a8a']);
        if (kind < 0.5)
          items.push(
            `<rect x="${n(x)}" y="${n(sy - h)}" width="${n(h * 0.7)}" height="${n(h)}" rx="5" fill="${colour}"/>`,
          );
        else
          items.push(
            `<ellipse cx="${n(x + 18)}" cy="${n(sy - 8)}" rx="20" ry="8" fill="${colour}"/><rect x="${n(x - 2)}" y="${n(sy - 14)}" width="40" height="8" fill="${colour}"/>`,
          );
      }
      out.push(items.join(''));
    }
  }
  // Lower cabinets and counter along the back wall.
  out.push(box(ROOM.l, ROOM.r, 580, 720, 0, 0.55, cabinet));
  const doors: string[] = [];
  const [c0x, c0y] = at(ROOM.l, 590, 0.55);
  const [c1x, c1y] = at(ROOM.r, 710, 0.55);
  const cw = (c1x - c0x) / 10;
  for (let i = 0; i < 10; i += 1) {
    doors.push(
      `<rect x="${n(c0x + i * cw + 6)}" y="${n(c0y + 6)}" width="${n(cw - 12)}" height="${n(c1y - c0y - 12)}" rx="4" fill="none" stroke="${darken(cabinet, 0.25)}" stroke-width="3"/>`,
    );
    doors.push(
      `<rect x="${n(c0x + i * cw + cw / 2 - 16)}" y="${n(c0y + 18)}" width="32" height="5" rx="2" fill="#c9a96a"/>`,
    );
  }
  out.push(doors.join(''));
  out.push(box(ROOM.l - 10, ROOM.r + 10, 562, 580, 0, 0.6, counter));
  // Sink tap and a range with its hood.
  const [tx, ty] = at(800, 562, 0.2);
  out.push(
    `<path d="M${n(tx)} ${n(ty)}L${n(tx)} ${n(ty - 60)}Q${n(tx)} ${n(ty - 80)} ${n(tx + 24)} ${n(ty - 80)}L${n(tx + 30)} ${n(ty - 62)}" stroke="#9aa0a6" stroke-width="7" fill="none"/>`,
  );
  out.push(box(1090, 1190, ROOM.t, 300, 0, 0.2, '#aab0b6'));
  out.push(box(1040, 1240, 300, 360, 0, 0.45, '#b9bec4'));
  out.push(box(1070, 1210, 562, 580, 0.02, 0.58, '#3a3d42'));
  const [kx, ky] = at(1100, 562, 0.3);
  const [kx2] = at(1180, 562, 0.3);
  out.push(
    `<ellipse cx="${n(kx)}" cy="${n(ky - 4)}" rx="26" ry="7" fill="#1c1e21"/><ellipse cx="${n(kx2)}" cy="${n(ky - 4)}" rx="26" ry="7" fill="#1c1e21"/>`,
  );
  out.push(
    `<path d="M${n(kx - 20)} ${n(ky - 8)}L${n(kx - 22)} ${n(ky - 40)}L${n(kx + 22)} ${n(ky - 40)}L${n(kx + 20)} ${n(ky - 8)}Z" fill="#c55a3a"/>`,
  );
  // Island with a wood top, stools in front, pendants above.
  const islandTone = mix(cabinet, '#2f3a44', 0.3);
  out.push(box(480, 1120, 590, 720, 1.9, 2.6, islandTone));
  out.push(box(460, 1140, 570, 590, 1.85, 2.65, lighten(style.floor, 0.15)));
  const [bowlX, bowlY] = at(700, 570, 2.2);
  out.push(`<ellipse cx="${n(bowlX)}" cy="${n(bowlY - 4)}" rx="46" ry="14" fill="#f4f1ea"/>`);
  for (let i = 0; i < 5; i += 1)
    out.push(
      `<circle cx="${n(bowlX - 28 + i * 14)}" cy="${n(bowlY - 14 - (i % 2) * 8)}" r="11" fill="${pick(r, ['#e0a13a', '#c0392b', '#8bbf4a', '#f2c94c'])}"/>`,
    );
  const [vx, vy] = at(960, 570, 2.2);
  out.push(
    `<rect x="${n(vx - 12)}" y="${n(vy - 60)}" width="24" height="60" rx="8" fill="#cfe0dc" opacity="0.85"/>${plant(w, vx, vy - 50, 40)}`,
  );
  for (const sx of [560, 760, 960]) {
    const [a0, a1] = at(sx, 640, 2.75);
    const [b0] = at(sx + 80, 640, 2.75);
    const [, legY] = at(sx, ROOM.b, 2.75);
    out.push(
      `<path d="M${n(a0 + 8)} ${n(a1)}L${n(a0 + 2)} ${n(legY)}M${n(b0 - 8)} ${n(a1)}L${n(b0 - 2)} ${n(legY)}" stroke="#2b2b2b" stroke-width="7"/>`,
    );
    out.push(
      `<rect x="${n(a0)}" y="${n(a1 - 14)}" width="${n(b0 - a0)}" height="22" rx="10" fill="${mix(style.wood, '#3a2a20', 0.2)}"/>`,
    );
  }
  for (const px of [620, 800, 980]) {
    const [lx, ly] = at(px, 420, 2.1);
    out.push(`<rect x="${n(lx - 1)}" y="0" width="2" height="${n(ly)}" fill="#222"/>`);
    out.push(glow(w.ids, lx, ly + 60, 150, 120, '#ffd38a', 0.45));
    out.push(
      `<path d="M${n(lx - 10)} ${n(ly)}L${n(lx + 10)} ${n(ly)}L${n(lx + 40)} ${n(ly + 44)}L${n(lx - 40)} ${n(ly + 44)}Z" fill="${brandDark}"/><ellipse cx="${n(lx)}" cy="${n(ly + 44)}" rx="40" ry="7" fill="#ffe6b0"/>`,
    );
  }
  return interior(w, out.join(''));
}

/** Cedar sauna: tiered benches, a stove with hot stones, a small window onto the snow. */
export function saunaScene(theme: SceneTheme, prefix = 's'): string {
  const w = world(theme, prefix);
  const cedar = '#c58c5a';
  const style: RoomStyle = { wall: cedar, floor: '#a8774e', ceiling: cedar, wood: '#9a6a42' };
  const out: string[] = [roomShell(w, style, cedar, true)];
  out.push(view(theme, `${prefix}v`, 900, 230, 300, 200, 0.6));
  out.push(windowFrame(900, 230, 300, 200, darken(cedar, 0.3), 1, 1));
  out.push(box(ROOM.l, ROOM.r, 470, 720, 0, 0.6, darken(cedar, 0.05)));
  out.push(box(ROOM.l, ROOM.r, 450, 470, 0, 0.62, lighten(cedar, 0.08)));
  out.push(box(ROOM.l, ROOM.r, 600, 720, 0.6, 1.2, darken(cedar, 0.08)));
  out.push(box(ROOM.l, ROOM.r, 582, 600, 0.6, 1.22, lighten(cedar, 0.05)));
  const slats: string[] = [];
  for (const [y, z] of [
    [470, 0.62],
    [600, 1.22],
  ] as const) {
    const [x0, y0] = at(ROOM.l, y, z);
    const [x1, y1] = at(ROOM.r, ROOM.b, z);
    for (let yy = y0 + 14; yy < y1; yy += 14)
      slats.push(`<rect x="${n(x0)}" y="${n(yy)}" width="${n(x1 - x0)}" height="2"/>`);
  }
  out.push(`<g fill="${darken(cedar, 0.35)}" opacity="0.5">${slats.join('')}</g>`);
  // Stove with stones, glowing.
  out.push(box(380, 560, 520, 720, 1.5, 2.1, '#3b3b3d'));
  const [sx, sy] = at(470, 520, 1.8);
  const stones: string[] = [];
  for (let i = 0; i < 16; i += 1)
    stones.push(
      `<ellipse cx="${n(sx + between(w.r, -90, 90))}" cy="${n(sy - between(w.r, 0, 40))}" rx="${n(between(w.r, 14, 24))}" ry="${n(between(w.r, 10, 16))}" fill="${pick(w.r, ['#6e6a66', '#85807a', '#5a5653'])}"/>`,
    );
  out.push(stones.join(''));
  const [gx, gy] = at(440, 640, 2.1);
  out.push(
    `<rect x="${n(gx - 50)}" y="${n(gy - 30)}" width="100" height="50" rx="6" fill="#ff9a3c"/>`,
    glow(w.ids, gx, gy, 380, 220, '#ff9a3c', 0.5),
  );
  // Bucket and ladle on the lower bench.
  const [bx, by] = at(900, 582, 1.0);
  out.push(
    `<path d="M${n(bx - 36)} ${n(by - 70)}L${n(bx + 36)} ${n(by - 70)}L${n(bx + 28)} ${n(by)}L${n(bx - 28)} ${n(by)}Z" fill="#9a6a42"/><rect x="${n(bx - 38)}" y="${n(by - 52)}" width="76" height="6" fill="#6e6a66"/><rect x="${n(bx - 38)}" y="${n(by - 20)}" width="76" height="6" fill="#6e6a66"/><path d="M${n(bx + 10)} ${n(by - 66)}L${n(bx + 80)} ${n(by - 150)}" stroke="#7a5030" stroke-width="8" stroke-linecap="round"/>`,
  );
  // Towels rolled on the upper bench.
  const [ux, uy] = at(1100, 450, 0.4);
  out.push(
    `<rect x="${n(ux)}" y="${n(uy - 34)}" width="110" height="36" rx="18" fill="#f4f1ea"/><rect x="${n(ux + 20)}" y="${n(uy - 66)}" width="90" height="34" rx="17" fill="${mix(theme.accent, '#ffffff', 0.5)}"/>`,
  );
  out.push(glow(w.ids, 800, 200, 700, 300, '#ffcf8a', 0.25));
  return interior(w, out.join(''));
}

// ---------------------------------------------------------------------------------------------------------
// Outdoor amenities

/** Deck boards converging on the horizon, from `top` down to the bottom of the picture. */
function deck(w: World, top: number, tone: string): string {
  const { ids, light } = w;
  const id = ids.next('deck');
  const base = darken(mix(tone, light.lit, 0.1), light.dark * 0.55);
  const out = [
    `<defs>${linear(id, [
      [0, darken(base, 0.2)],
      [1, base],
    ])}</defs>`,
    `<rect x="0" y="${top}" width="${W}" height="${H - top}" fill="url(#${id})"/>`,
  ];
  const lines: string[] = [];
  for (let x = -1600; x <= 3200; x += 70) {
    const t = (top - VP[1]) / (H - VP[1]);
    lines.push(`M${n(VP[0] + (x - VP[0]) * t)} ${top}L${x} ${H}`);
  }
  out.push(`<path d="${lines.join('')}" stroke="${darken(base, 0.35)}" stroke-width="3" opacity="0.6"/>`);
  if (w.ground.white) {
    const snow = mix('#f3f6fa', light.lit, 0.3);
    const id2 = ids.next('deckSnow');
    const drifts: string[] = [
      `<defs>${radial(id2, [
        [0, snow, 0.9],
        [0.6, snow, 0.6],
        [1, snow, 0],
      ])}</defs>`,
    ];
    for (const x of [0, W]) {
      drifts.push(
        `<ellipse cx="${x}" cy="${n(H - 40)}" rx="${n(between(w.r, 260, 380))}" ry="${n(between(w.r, 140, 220))}" fill="url(#${id2})"/>`,
      );
    }
    drifts.push(`<rect x="0" y="${top}" width="${W}" height="22" fill="url(#${id2})"/>`);
    out.push(drifts.join(''));
  }
  return out.join('');
}

function deckRailing(w: World, y: number, height: number, tone: string): string {
  const { light } = w;
  const wood = darken(mix(tone, light.lit, 0.1), light.dark * 0.6);
  const posts: string[] = [];
  for (let x = 20; x < W; x += 150)
    posts.push(`<rect x="${x}" y="${n(y - height)}" width="16" height="${height}"/>`);
  const out = [
    `<g fill="${darken(wood, 0.1)}">${posts.join('')}</g>`,
    `<rect x="0" y="${n(y - height)}" width="${W}" height="14" fill="${wood}"/>`,
    `<rect x="0" y="${n(y - height * 0.45)}" width="${W}" height="8" fill="${darken(wood, 0.15)}"/>`,
  ];
  if (w.ground.white)
    out.push(
      `<rect x="0" y="${n(y - height - 10)}" width="${W}" height="12" rx="6" fill="${mix('#f5f8fb', light.lit, 0.3)}"/>`,
    );
  return out.join('');
}

function stringLights(w: World, x0: number, y0: number, x1: number, y1: number, sag: number): string {
  const { ids } = w;
  const bulbs: string[] = [];
  const on = 0.5 + w.light.dark * 0.5;
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2 + sag;
  for (let i = 1; i < 18; i += 1) {
    const t = i / 18;
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t ** 2 * x1;
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t ** 2 * y1;
    bulbs.push(
      glow(ids, x, y + 10, 34, 34, '#ffd27a', 0.55 * on),
      `<ellipse cx="${n(x)}" cy="${n(y + 10)}" rx="5" ry="7" fill="#fff1c4"/>`,
    );
  }
  return `<path d="M${x0} ${y0}Q${n(mx)} ${n(my)} ${x1} ${y1}" stroke="#1d1d1f" stroke-width="2" fill="none"/>${bulbs.join('')}`;
}

function steam(w: World, cx: number, cy: number, width: number): string {
  const { r, ids } = w;
  const id = ids.next('steam');
  const out = [
    `<defs>${radial(id, [
      [0, '#ffffff', 0.4],
      [1, '#ffffff', 0],
    ])}</defs>`,
  ];
  for (let i = 0; i < 14; i += 1) {
    const x = cx + between(r, -0.5, 0.5) * width;
    const y = cy - between(r, 0, 120);
    const s = between(r, 40, 100);
    out.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.4)}" ry="${n(s)}" fill="url(#${id})"/>`);
  }
  return out.join('');
}

/** A cedar hot tub on a deck above the valley, steaming under string lights. */
export function hotTubScene(theme: SceneTheme, prefix = 'h'): string {
  const w = world(theme, prefix);
  const { ids } = w;
  const cedar = '#9c6b45';
  const floor = 650;
  const parts = [valley(w, floor).svg];
  parts.push(
    forest(w, {
      line: rolling(w.r, floor + 60, 12),
      hMin: 40,
      hMax: 80,
      spacing: 22,
      depth: 0.2,
      rows: 2,
      band: 40,
    }),
  );
  parts.push(deck(w, 760, '#8a7060'));
  parts.push(deckRailing(w, 770, 110, '#6e5440'));
  // The tub: rim, water with an underwater light, cedar sides.
  const rim = darken(mix('#5a5f66', w.light.lit, 0.1), w.light.dark * 0.4);
  const water = ids.next('water');
  const sides = darken(mix(cedar, w.light.lit, 0.1), w.light.dark * 0.5);
  parts.push(`<ellipse cx="800" cy="1010" rx="500" ry="60" fill="#140f0c" opacity="0.35"/>`);
  parts.push(`<path d="M370 830L1230 830L1206 1010L394 1010Z" fill="${sides}"/>`);
  const slats: string[] = [];
  for (let x = 396; x < 1206; x += 28) slats.push(`<rect x="${x}" y="830" width="3" height="180"/>`);
  parts.push(`<g fill="${darken(sides, 0.35)}" opacity="0.6">${slats.join('')}</g>`);
  parts.push(
    `<path d="M500 650L1100 650Q1200 650 1226 740L1250 836L350 836L374 740Q400 650 500 650Z" fill="${rim}"/>`,
  );
  parts.push(
    `<defs>${radial(
      water,
      [
        [0, '#c8fbf6'],
        [0.45, '#4fcfd6'],
        [1, '#136b7a'],
      ],
      0.5,
      0.55,
      0.65,
    )}</defs><path d="M512 670L1088 670Q1176 670 1198 746L1216 812L384 812L402 746Q424 670 512 670Z" fill="url(#${water})"/>`,
  );
  const ripples: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const x = between(w.r, 460, 1080);
    const y = between(w.r, 690, 800);
    ripples.push(
      `<path d="M${n(x)} ${n(y)}q40 -7 80 0" stroke="#e6fffd" stroke-width="2.5" fill="none" opacity="${n(between(w.r, 0.3, 0.7))}"/>`,
    );
  }
  parts.push(ripples.join(''));
  parts.push(glow(ids, 800, 740, 520, 160, '#7ff0ee', 0.35));
  parts.push(steam(w, 800, 690, 560));
  // Towels folded on the rim, a lantern at the corner, string lights overhead.
  parts.push(
    `<rect x="1110" y="810" width="120" height="28" rx="8" fill="#f3efe7"/><rect x="1118" y="788" width="104" height="24" rx="8" fill="${mix(theme.accent, '#ffffff', 0.45)}"/>`,
  );
  parts.push(
    `<rect x="250" y="860" width="54" height="80" rx="8" fill="#2a2a2c"/><rect x="260" y="874" width="34" height="52" fill="#ffd27a"/>`,
    glow(ids, 277, 900, 140, 120, '#ffd27a', 0.55),
  );
  parts.push(stringLights(w, -20, 220, 1620, 260, 220));
  parts.push(snowfall(w, 180));
  return document(parts.join(''), w);
}

/** A shuttle bus with skis on the roof, pulled in at a snowy stop on the way to the mountain. */
export function shuttleScene(theme: SceneTheme, prefix = 'u'): string {
  const w = world(theme, prefix);
  const { ids, light, r } = w;
  const floor = 640;
  const parts = [valley(w, floor).svg];
  parts.push(groundPlane(w, () => floor + 60));
  parts.push(
    forest(w, {
      line: rolling(r, floor + 80, 14),
      hMin: 90,
      hMax: 180,
      spacing: 34,
      depth: 0.15,
      fill: false,
      rows: 2,
      band: 50,
    }),
  );
  // Sidewalk, road with lane marks, snowbanks.
  const dim = (c: string) => darken(c, light.dark * 0.55);
  parts.push(`<rect x="0" y="800" width="${W}" height="46" fill="${dim('#b9b6b0')}"/>`);
  const road = ids.next('road');
  parts.push(
    `<defs>${linear(road, [
      [0, dim('#4a4d52')],
      [1, dim('#2c2e32')],
    ])}</defs><rect x="0" y="846" width="${W}" height="${H - 846}" fill="url(#${road})"/>`,
  );
  const dashes: string[] = [];
  for (let x = -40; x < W; x += 200) dashes.push(`<rect x="${x}" y="990" width="110" height="10" rx="3"/>`);
  parts.push(`<g fill="${dim('#e8d27a')}">${dashes.join('')}</g>`);
  if (w.ground.white) {
    const banks: string[] = [];
    for (let x = -40; x < W + 40; x += between(r, 70, 140))
      banks.push(
        `<ellipse cx="${n(x)}" cy="800" rx="${n(between(r, 60, 110))}" ry="${n(between(r, 16, 30))}"/>`,
      );
    parts.push(
      `<g fill="${darken(mix('#f2f6fa', light.lit, 0.3), light.dark * 0.35)}">${banks.join('')}</g>`,
    );
  }
  // Bus stop: a shelter and a sign.
  const glass = lighten(light.sky[1], 0.3);
  parts.push(
    `<rect x="1260" y="620" width="260" height="190" fill="${glass}" opacity="0.3"/><rect x="1250" y="606" width="280" height="16" fill="${dim(brandDark)}"/><rect x="1256" y="620" width="8" height="190" fill="${dim('#3b3f46')}"/><rect x="1516" y="620" width="8" height="190" fill="${dim('#3b3f46')}"/><rect x="1290" y="760" width="200" height="12" fill="${dim('#8a6a4a')}"/>`,
  );
  if (w.ground.white) parts.push(`<rect x="1246" y="596" width="288" height="12" rx="6" fill="#f3f6fa"/>`);
  parts.push(
    `<rect x="1200" y="560" width="8" height="250" fill="${dim('#6b7077')}"/><rect x="1168" y="560" width="72" height="72" rx="10" fill="${dim('#2f6db5')}"/><rect x="1184" y="578" width="40" height="28" rx="6" fill="#ffffff"/><circle cx="1192" cy="610" r="4" fill="#ffffff"/><circle cx="1216" cy="610" r="4" fill="#ffffff"/>`,
  );
  // The bus.
  const body = dim('#f1f2f4');
  const x0 = 230;
  const x1 = 1130;
  parts.push(`<ellipse cx="${(x0 + x1) / 2}" cy="900" rx="480" ry="22" fill="#000" opacity="0.35"/>`);
  parts.push(
    `<path d="M${x0} 880L${x0} 600Q${x0} 560 ${x0 + 40} 560L${x1 - 70} 560Q${x1 - 10} 560 ${x1 + 10} 640L${x1 + 20} 700L${x1 + 20} 880Z" fill="${body}"/>`,
  );
  parts.push(
    `<rect x="${x0}" y="800" width="${x1 - x0 + 20}" height="52" fill="${dim(brandDark)}"/><rect x="${x0}" y="786" width="${x1 - x0 + 20}" height="10" fill="${dim(theme.accent)}"/>`,
  );
  const win = ids.next('buswin');
  parts.push(
    `<defs>${linear(win, [
      [0, mix(lighten(light.sky[1], 0.3), '#ffd9a0', light.dark)],
      [1, mix(darken(light.sky[0], 0.4), '#c98a4a', light.dark)],
    ])}</defs>`,
  );
  const panes: string[] = [];
  const heads: string[] = [];
  for (let x = x0 + 30; x + 118 < x1 - 310; x += 132) {
    panes.push(`<rect x="${x}" y="600" width="118" height="120" rx="8" fill="url(#${win})"/>`);
    if (chance(r, 0.6))
      heads.push(
        `<circle cx="${n(x + between(r, 36, 80))}" cy="668" r="17"/><rect x="${n(x + 30)}" y="684" width="56" height="40" rx="20"/>`,
      );
  }
  parts.push(panes.join(''), `<g fill="${dim('#2b3440')}" opacity="0.55">${heads.join('')}</g>`);
  parts.push(
    `<path d="M${x1 - 160} 600L${x1 - 60} 600Q${x1 - 20} 604 ${x1 - 4} 660L${x1 + 4} 720L${x1 - 160} 720Z" fill="url(#${win})"/>`,
  );
  parts.push(
    `<rect x="${x1 - 190}" y="610" width="20" height="230" fill="${dim('#cfd3d8')}"/><rect x="${x1 - 300}" y="620" width="100" height="220" rx="6" fill="url(#${win})"/><rect x="${x1 - 252}" y="620" width="4" height="220" fill="${dim('#9aa1a9')}"/>`,
  );
  parts.push(
    `<rect x="${x0 + 40}" y="570" width="300" height="22" rx="4" fill="#1a1c1f"/><text x="${x0 + 190}" y="588" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="17" font-weight="bold" fill="#ffb347" text-anchor="middle" letter-spacing="2">RESORT SHUTTLE</text>`,
  );
  // Headlight, wheels, skis on the roof rack.
  parts.push(
    glow(ids, x1 + 20, 820, 150, 70, '#fff3c8', 0.3 + light.dark * 0.5),
    `<rect x="${x1 + 6}" y="806" width="20" height="22" rx="6" fill="#fff6d8"/>`,
  );
  for (const cx of [x0 + 150, x1 - 130]) {
    parts.push(
      `<circle cx="${cx}" cy="874" r="66" fill="${dim('#23262b')}"/><circle cx="${cx}" cy="880" r="52" fill="#111214"/><circle cx="${cx}" cy="880" r="24" fill="#9aa1a9"/><circle cx="${cx}" cy="880" r="8" fill="#5a6068"/>`,
    );
  }
  parts.push(`<rect x="${x0 + 80}" y="540" width="560" height="10" rx="3" fill="#33363b"/>`);
  const skis = ['#d94f3d', '#2f80c9', '#f2c94c', '#3aa17e', '#e6e6e6'];
  skis.forEach((c, i) => {
    parts.push(
      `<rect x="${x0 + 90 + i * 14}" y="${530 - i * 3}" width="520" height="8" rx="4" fill="${dim(c)}"/>`,
    );
  });
  if (w.ground.white)
    parts.push(`<path d="M${x0 + 20} 562Q${(x0 + x1) / 2} 548 ${x1 - 80} 562Z" fill="#f5f8fb"/>`);
  parts.push(snowfall(w, 220));
  return document(parts.join(''), w);
}

/** A lake with a dock running out into it, a canoe tied alongside and two chairs at the end. */
export function dockScene(theme: SceneTheme, prefix = 'd'): string {
  const w = world(theme, prefix);
  const { r, light } = w;
  const waterline = 640;
  const v = valley(w, waterline + 14);
  const shore = forest(w, {
    line: rolling(r, waterline - 6, 8),
    hMin: 12,
    hMax: 26,
    spacing: 7,
    depth: 0.3,
    fill: waterline,
  });
  const parts = [lakeWith(w, waterline, v.svg + shore)];
  const wood = darken(mix('#9a7a58', light.lit, 0.15), light.dark * 0.55);
  const endY = 760;
  const dock: Point[] = [
    [560, H + 10],
    [1120, H + 10],
    [900, endY],
    [760, endY],
  ];
  parts.push(
    `<path d="${pathOf([
      [560, H + 40],
      [1120, H + 40],
      [900, endY + 18],
      [760, endY + 18],
    ])}" fill="${darken(wood, 0.45)}" opacity="0.5"/>`,
  );
  parts.push(`<path d="${pathOf(dock)}" fill="${wood}"/>`);
  const boards: string[] = [];
  for (let y = endY + 8; y < H; y += 8 + ((y - endY) / (H - endY)) * 30) {
    const t = (y - endY) / (H - endY);
    boards.push(`M${n(760 - 200 * t)} ${n(y)}L${n(900 + 220 * t)} ${n(y)}`);
  }
  parts.push(`<path d="${boards.join('')}" stroke="${darken(wood, 0.35)}" stroke-width="2.5"/>`);
  for (const [x, y, h] of [
    [760, endY, 24],
    [900, endY, 24],
    [690, 860, 50],
    [970, 860, 50],
  ] as const) {
    parts.push(`<rect x="${x - 5}" y="${y}" width="10" height="${h}" fill="${darken(wood, 0.4)}"/>`);
  }
  // Two chairs at the end of the dock.
  for (const cx of [790, 866]) {
    const c = darken(mix(theme.accent, '#f2efe8', 0.3), light.dark * 0.5);
    parts.push(
      `<path d="M${cx - 18} ${endY + 2}L${cx - 14} ${endY - 40}L${cx + 14} ${endY - 40}L${cx + 18} ${endY + 2}Z" fill="${c}"/><rect x="${cx - 22}" y="${endY - 14}" width="44" height="8" fill="${darken(c, 0.15)}"/>`,
    );
  }
  // A red canoe on the water.
  const canoe = darken('#c0432f', light.dark * 0.5);
  parts.push(
    `<path d="M250 900Q420 930 600 896Q430 952 300 930Q260 918 250 900Z" fill="${darken(canoe, 0.3)}"/><path d="M240 896Q420 918 610 890Q600 902 560 908Q420 930 280 912Q250 906 240 896Z" fill="${canoe}"/><path d="M380 902L392 880L404 902" stroke="#e9d6b0" stroke-width="6" fill="none"/>`,
  );
  parts.push(
    `<path d="M230 940Q420 970 620 936" stroke="${lighten(light.sky[2], 0.2)}" stroke-width="3" fill="none" opacity="0.4"/>`,
  );
  parts.push(bigTree(w, between(r, 1420, 1520), H + 30, between(r, 620, 760)));
  parts.push(bigTree(w, between(r, 60, 150), H + 30, between(r, 560, 680)));
  return document(parts.join(''), w);
}

// ---------------------------------------------------------------------------------------------------------
// The document

/**
 * Wraps a scene into an SVG document. Element `opacity` becomes fill and stroke opacity: librsvg renders an
 * element with `opacity` through an offscreen surface of its own, which made scenes twice as slow to draw,
 * while the paint opacities cost nothing (only overlapping children of a group blend slightly differently).
 */
function document(body: string, w: World): string {
  body = body.replace(/ opacity="([^"]*)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
  const vignette = w.ids.next('vig');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${radial(
    vignette,
    [
      [0.55, '#000000', 0],
      [1, '#0b1020', 0.32],
    ],
    0.5,
    0.5,
    0.75,
  )}</defs>${body}<rect width="${W}" height="${H}" fill="url(#${vignette})"/></svg>`;
}

export function drawScene(kind: SceneKind, theme: SceneTheme): string {
  switch (kind) {
    case 'landscape':
      return landscapeScene(theme);
    case 'lake':
      return lakeScene(theme);
    case 'exterior':
      return exteriorScene(theme);
    case 'living':
      return livingScene(theme);
    case 'bedroom':
      return bedroomScene(theme);
    case 'kitchen':
      return kitchenScene(theme);
    case 'sauna':
      return saunaScene(theme);
    case 'hottub':
      return hotTubScene(theme);
    case 'shuttle':
      return shuttleScene(theme);
    case 'dock':
      return dockScene(theme);
  }
}
