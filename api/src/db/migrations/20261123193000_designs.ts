import type { Kysely } from 'kysely';
import { createIndexes, id, reference, required, timestamps } from '../columns.ts';

// Frozen in time: written against Kysely<any>, portable SQL only.
// Saved designs: a customer's wizard state to open again. `photo_url` is a column of its own so the sweep of
// unused pictures can see it; `settings` holds the crop, sliders, blending and painted studs as JSON text.

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
