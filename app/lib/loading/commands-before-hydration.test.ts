// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keepCommandsFromHydration } from './commands-before-hydration.ts';

/** What a listener on the document (where React listens) hears. */
let heard: string[] = [];
const listen = (event: Event) => heard.push(`${event.type} ${(event.target as Element).id}`);
const types = ['pointerdown', 'click'];

beforeEach(() => {
  heard = [];
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML =
    '<button id="toggle" command="show-modal" commandfor="menu"><svg id="icon"></svg></button>' +
    '<button id="plain">Plain</button><dialog id="menu"></dialog>';
  for (const type of types) document.addEventListener(type, listen, true);
});
afterEach(() => {
  for (const type of types) document.removeEventListener(type, listen, true);
});

describe('keepCommandsFromHydration', () => {
  keepCommandsFromHydration();

  it("keeps the taps of a command button from the document's listeners until the page has hydrated", () => {
    const icon = document.getElementById('icon') as Element;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(click);
    icon.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(heard).toEqual([]);
    // nothing prevented: the command (the button's default action) still runs
    expect(click.defaultPrevented).toBe(false);

    document.getElementById('plain')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).toEqual(['click plain']);
  });

  it('lets them through once the root layout has marked the document hydrated', () => {
    document.documentElement.dataset.hydrated = 'true';
    document.getElementById('toggle')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(heard).toEqual(['click toggle']);
  });
});
