import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/** A new table whose first column is an integer id the database assigns (serial / autoincrement). */
export const tableWithId =
  (dialect: Dialect) =>
  (db: Kysely<unknown>, table: string): CreateTableBuilder<string, 'id'> =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
