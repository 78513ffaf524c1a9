import type { DatabaseTarget } from '../config.ts';

/**
 * The SQL engine a database runs on. Its own module so that migrations can name it without importing
 * connect.ts, which imports them (a cycle the dependency rules refuse).
 */
export type Dialect = DatabaseTarget['kind'];
