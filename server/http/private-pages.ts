/**
 * The pages that belong to one visitor: the back office, its sign-in and sign-out, the guests' welcome pages
 * and review pages. The one list both the render cache (never shared) and the page mount (never kept by a
 * browser or proxy cache) read. `path` is a request path, with or without its query.
 */
export const isPrivatePage = (path: string) => /^\/(admin|login|logout|welcome|review)(?=[/?.]|$)/.test(path);
