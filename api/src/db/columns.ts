import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

// Column helpers for migrations: the columns most tables repeat (the row's id, its times, a reference to
// another table's id), written once. Use them with kysely's `$call`:
//
//   db.schema.createTable('notes').$call(id).$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
//     .addColumn('text', 'text', (c) => c.notNull()).$call(timestamps).execute();
//
// Migrations are frozen in time and these helpers are part of them: never change the column a helper
// adds (old and new databases would differ); add a new helper instead. Portable SQL only, as in every
// migration: ids are UUIDs as text, times ISO 8601 text.

type Table = CreateTableBuilder<string, any>;

/** `id varchar(36) primary key`: the row's UUID. */
export function id(table: Table): Table {
  return table.addColumn('id', 'varchar(36)', (c) => c.primaryKey());
}

/** `created_at varchar(32) not null`: when the row was made (ISO 8601). */
export function createdAt(table: Table): Table {
  return table.addColumn('created_at', 'varchar(32)', (c) => c.notNull());
}

/** `created_at` and `updated_at`, both `varchar(32) not null` (ISO 8601). */
export function timestamps(table: Table): Table {
  return createdAt(table).addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

export interface ReferenceOptions {
  /** What deleting the referenced row does to this one; unset, the database refuses that delete. */
  onDelete?: 'cascade' | 'set null';
  /** The column may be null (a row that refers to nothing); unset, it is `not null`. */
  nullable?: boolean;
}

/** A `varchar(36)` column holding another table's UUID, e.g. `reference('user_id', 'users.id')`. */
export function reference(column: string, target: string, options: ReferenceOptions = {}): (table: Table) => Table {
  return (table) =>
    table.addColumn(column, 'varchar(36)', (c) => {
      const checked = options.nullable ? c : c.notNull();
      const linked = checked.references(target);
      return options.onDelete ? linked.onDelete(options.onDelete) : linked;
    });
}

/**
 * Columns that are all `not null` and have no default, in order:
 * `.$call(required({ shape: 'varchar(16)', plates_wide: 'integer' }))`.
 */
export function required(columns: Record<string, ColumnDataType>): (table: Table) => Table {
  return (table) =>
    Object.entries(columns).reduce((t, [name, type]) => t.addColumn(name, type, (c) => c.notNull()), table);
}

/**
 * Creates a table's plain (non-unique) indexes, each named and given its columns in order:
 * `await createIndexes(db, 'designs', { designs_user_updated: ['user_id', 'updated_at'] })`.
 */
export async function createIndexes(db: Kysely<any>, table: string, indexes: Record<string, string[]>): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}
