import type { Transaction } from 'kysely';
import type { DialectName } from '../db/create-db';
import type { Database } from '../db/database';

export async function seedContent(trx: Transaction<Database>, _dialect: DialectName): Promise<void> {
  await trx.insertInto('settings').values({
    id: 1, is_site_online: 1, is_shop_online: 1,
    html_footer_logos: '', html_footer_top: '', html_footer_bottom: '', html_header: '',
  }).execute();
}
