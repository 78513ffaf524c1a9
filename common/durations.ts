/** Lengths of time in milliseconds, named once: `hours(2)` reads better than `2 * 60 * 60 * 1000`. */
export const seconds = (n: number) => n * 1000;
export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;
