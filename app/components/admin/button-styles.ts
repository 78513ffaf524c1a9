/** Class names of the back office's small buttons that app.css has no utility for. */

/** A destructive action next to everyday ones (Delete beside Edit): red outline, so it is not the loudest. */
export const dangerOutlineButton =
  'btn min-h-10 border-2 border-red-700 bg-white px-4 py-1.5 text-sm text-red-700 hover:bg-red-50';

/** A quiet destructive text button inside a card (Remove photo, Remove amenity). */
export const removeTextButton =
  'inline-flex min-h-10 items-center rounded-full px-2 text-sm font-semibold text-red-700 hover:bg-red-50';
