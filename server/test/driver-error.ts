/** An error as a database driver throws it: a message and the driver's or PostgreSQL's code. */
export const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
