import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

export class PersonRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async count(): Promise<number> {
    const row = await this.db.selectFrom('persons').select((eb) => eb.fn.countAll().as('count'))
      .where('is_online', '=', 1).executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  /** One page of the authors list, alphabetical by last name (sort_name is "last first"). */
  async page(limit: number, offset: number) {
    return this.db.selectFrom('persons')
      .select(['id', 'slug', 'first_name', 'last_name', 'image', 'bio_de', 'bio_en'])
      .where('is_online', '=', 1)
      .orderBy('sort_name').orderBy('id')
      .limit(limit).offset(offset)
      .execute();
  }

  async byId(id: number) {
    return this.db.selectFrom('persons')
      .select(['id', 'slug', 'first_name', 'last_name', 'image', 'bio_de', 'bio_en', 'is_online'])
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
