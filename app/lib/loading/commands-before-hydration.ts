/**
 * The events of a tap or a click that React, while it hydrates, answers by hydrating the whole page at once
 * before it dispatches them (its "selective hydration" of the root: one long task of everything not yet
 * hydrated, ~0.5 s on a slowed phone; measured by `npm run perf:menutap`, ADR 0031). One string, split,
 * because this runs on every public page, inside its JavaScript budget.
 */
const tapEvents = 'touchstart touchend pointerdown pointerup mousedown mouseup click'.split(' ');

/**
 * Until the page has been hydrated, a tap on a button with an invoker command (`command`/`commandfor`: the
 * site menu's toggle, ADR 0034) is the browser's alone: its events stop at the window, before React's
 * listeners on the document, so the browser opens the dialog at once instead of React first hydrating the
 * whole page to replay the tap. Nothing is prevented (the command is the button's default action), and the
 * menu's code adopts the open dialog when it hydrates. Once the root layout has marked the document as
 * hydrated, the events go through as usual.
 */
export function keepCommandsFromHydration() {
  const stop = (event: Event) => {
    // only buttons take `commandfor`; the root layout marks the document `data-hydrated="true"`
    if (
      !document.documentElement.dataset.hydrated &&
      (event.target as Partial<Element>).closest?.('[commandfor]')
    )
      event.stopPropagation();
  };
  // capture at the window, before React's listeners; window-level touch listeners are passive anyway
  for (const type of tapEvents) addEventListener(type, stop, true);
}
