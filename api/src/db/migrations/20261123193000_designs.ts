import type { ColumnDataType, CreateTableBuilder, Kysely } from 'kysely';

// Frozen in time: written against Kysely<any>, portable SQL only.
// Saved designs: a customer's wizard state to open again. `photo_url` is a column of its own so the sweep of
// unused pictures can see it; `settings` holds the crop, sliders, blending and painted studs as JSON text.

// The columns most tables repeat, as this migration wrote them (a migration carries what it needs).
type Table = CreateTableBuilder<string, any>;

/** `id varchar(36) primary key`: the row's UUID. */
function id(table: Table): Table {
  return table.addColumn('id', 'varchar(36)', (c) => c.primaryKey());
}

/** `created_at` and `updated_at`, both `varchar(32) not null` (ISO 8601). */
function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull());
}

/** A `varchar(36)` column holding another table's UUID, `not null` unless `nullable`. */
function reference(
  column: string,
  target: string,
  options: { onDelete?: 'cascade' | 'set null'; nullable?: boolean } = {},
): (table: Table) => Table {
  return (table) =>
    table.addColumn(column, 'varchar(36)', (c) => {
      const checked = options.nullable ? c : c.notNull();
      const linked = checked.references(target);
      return options.onDelete ? linked.onDelete(options.onDelete) : linked;
    });
}

/** Columns that are all `not null` and have no default, in order. */
function required(columns: Record<string, ColumnDataType>): (table: Table) => Table {
  return (table) =>
    Object.entries(columns).reduce((t, [name, type]) => t.addColumn(name, type, (c) => c.notNull()), table);
}

/** Creates a table's plain (non-unique) indexes, each named and given its columns in order. */
async function createIndexes(db: Kysely<any>, table: string, indexes: Record<string, string[]>): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('designs')
    .$call(id)
    .$call(reference('user_id', 'users.id', { onDelete: 'cascade' }))
    .$call(
      required({
        shape: 'varchar(16)',
        size: 'varchar(16)',
        plates_wide: 'integer',
        plates_high: 'integer',
        photo_url: 'varchar(2048)',
        settings: 'text',
        color_map: 'text',
      }),
    )
    .$call(timestamps)
    .execute();
  // A customer's designs newest first; the picture sweep asks whether any design still shows a photo.
  await createIndexes(db, 'designs', {
    designs_user_updated: ['user_id', 'updated_at'],
    designs_photo_url: ['photo_url'],
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('designs').execute();
}
