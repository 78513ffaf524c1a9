/**
 * The painted mountain scenes in public/images/scenes (rendered once from the demo scene painter), used
 * where a page needs landscape art rather than a property photo. Each comes in 480, 960 and 1600 px.
 */
export const sceneNames = [
  'hero-winter',
  'season-winter',
  'season-summer',
  'season-food',
  'season-events',
  'valley-night',
  'lake-golden',
  'autumn-day',
  'spring-dawn',
] as const;
export type SceneName = (typeof sceneNames)[number];

export interface SceneImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const widths = [480, 960, 1600] as const;

export function sceneImage(name: SceneName): SceneImage {
  const url = (w: number) => `/images/scenes/${name}-${w}.webp`;
  return {
    src: url(960),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: 1600,
    height: 1067,
  };
}

/**
 * `sizes` of a full-bleed hero. On a portrait phone the picture is cropped to the hero's height and drawn
 * wider than the screen, but the painted scenes stay crisp enough from the screen-wide variant, which is
 * half the bytes of the next one up.
 */
export const heroSizes = '100vw';
