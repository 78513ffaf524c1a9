// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { noSplashScript, splashScript } from './splash-screen.tsx';

/** The head scripts run as the browser runs them: as plain script text, before the body exists. */
const run = (script: string) => new Function(script)();
const classes = () => [...document.documentElement.classList].sort();
const splashEnds = (animationName = 'splash-out') =>
  document.documentElement.dispatchEvent(
    new AnimationEvent('animationend', { animationName, bubbles: true }),
  );

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.className = '';
});

describe('the splash head script', () => {
  it('keeps the splash on the first load of the tab and notes it for later loads', () => {
    run(splashScript);
    expect(classes()).toEqual(['js']);
    expect(sessionStorage.getItem('splash-seen')).toBe('1');
  });

  it('hides it at once on a later load (a reload) in the same tab', () => {
    run(splashScript);
    document.documentElement.className = '';
    run(splashScript);
    expect(classes()).toEqual(['js', 'splash-seen']);
  });

  it('marks the page once the splash has faded, so a client-side return to a public page does not replay it', () => {
    run(splashScript);
    splashEnds('splash-pulse');
    expect(classes()).toEqual(['js']);
    splashEnds();
    expect(classes()).toEqual(['js', 'splash-seen']);
  });

  it('on a page without a splash marks the page but keeps the splash for the first public load', () => {
    run(noSplashScript);
    expect(classes()).toEqual(['js', 'splash-seen']);
    expect(sessionStorage.getItem('splash-seen')).toBeNull();
    document.documentElement.className = '';
    run(splashScript);
    expect(classes()).toEqual(['js']);
  });
});
