import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { isPostgres, withSerialId } from '../migration-helpers';

type Table = CreateTableBuilder<string, never>;

/** A text column per language: name_de, name_en. */
function bilingual(table: Table, name: string, notNull = true): Table {
  return table
    .addColumn(`${name}_de`, 'text', (c) => (notNull ? c.notNull().defaultTo('') : c))
    .addColumn(`${name}_en`, 'text', (c) => (notNull ? c.notNull().defaultTo('') : c));
}

function flag(table: Table, name: string, value: 0 | 1): Table {
  return table.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value));
}

export async function up(db: Kysely<any>): Promise<void> { // any: migrations are frozen and untyped
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('is_site_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_shop_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('html_footer_logos', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_top', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_footer_bottom', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_header', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Pages: url_* is the path after the locale prefix ('' for the home page), unique per language.
  let pages: Table = db.schema
    .createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('page'))
    .addColumn('url_de', 'text', (c) => c.notNull().unique())
    .addColumn('url_en', 'text', (c) => c.notNull().unique());
  for (const name of ['title', 'headline', 'meta_title', 'meta_description', 'og_title', 'og_description']) {
    pages = bilingual(pages, name);
  }
  pages = pages
    .addColumn('og_image', 'text')
    .addColumn('og_type', 'text', (c) => c.notNull().defaultTo('website'));
  for (const [name, value] of [['is_online', 1], ['is_clickable', 1], ['in_menu', 0], ['in_footer', 0], ['is_landing_page', 0]] as const) {
    pages = flag(pages, name, value);
  }
  await bilingual(pages, 'modules').addColumn('updated_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('pages_parent_idx').on('pages').column('parent_id').execute();

  await bilingual(bilingual(bilingual(withSerialId(db, db.schema.createTable('page_versions')), 'title'), 'headline'), 'modules')
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_versions_page_idx').on('page_versions').column('page_id').execute();

  await bilingual(withSerialId(db, db.schema.createTable('containers')), 'modules')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('pages.id').onDelete('set null'))
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('page'))
    .addColumn('object_id', 'integer')
    .addColumn('layout', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // One table for both menus: menu is 'main' or 'footer'; children point at their parent item.
  await bilingual(bilingual(db.schema.createTable('menu_items').addColumn('id', 'integer', (c) => c.primaryKey()), 'url'), 'menu_name')
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_tab_navigation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('redirects')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('old_path', 'text', (c) => c.notNull().unique())
    .addColumn('new_path', 'text', (c) => c.notNull())
    .execute();

  // Weekday is ISO (1 = Monday … 7 = Sunday); times are HH:MM:SS in Europe/Berlin.
  await bilingual(db.schema.createTable('opening_hours').addColumn('id', 'integer', (c) => c.primaryKey()), 'alternative_text')
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('time_from', 'text')
    .addColumn('time_to', 'text')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alternative_link_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bilingual(db.schema.createTable('opening_hours_exceptions').addColumn('id', 'integer', (c) => c.primaryKey()), 'alternative_text')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time_from', 'text')
    .addColumn('time_to', 'text')
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alternative_link_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('opening_hours_exceptions_date_idx').on('opening_hours_exceptions').column('date').execute();

  await bilingual(bilingual(bilingual(bilingual(
    db.schema.createTable('breaking_news').addColumn('id', 'integer', (c) => c.primaryKey()), 'title'), 'text'), 'link'), 'link_title')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('online_from', 'text')
    .addColumn('online_to', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await bilingual(bilingual(bilingual(bilingual(
    db.schema.createTable('forms').addColumn('id', 'integer', (c) => c.primaryKey()), 'title'), 'intro'), 'button_text'), 'success_text')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // choices: JSON list of {value, label_de, label_en}; default_value because DEFAULT is reserved.
  await bilingual(bilingual(bilingual(
    db.schema.createTable('form_fields').addColumn('id', 'integer', (c) => c.primaryKey()), 'label'), 'placeholder_text'), 'help_text')
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('field_type', 'integer', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('choices', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('default_value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('form_fields_form_slug_unique', ['form_id', 'slug'])
    .execute();
  await withSerialId(db, db.schema.createTable('form_entries'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('form_entry_values'))
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('form_entries.id').onDelete('cascade'))
    .addColumn('field_slug', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await withSerialId(db, db.schema.createTable('temp_files'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('storage_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await bilingual(bilingual(db.schema.createTable('article_categories').addColumn('id', 'integer', (c) => c.primaryKey()), 'name'), 'slug')
    .addColumn('style_name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await bilingual(bilingual(db.schema.createTable('article_tags').addColumn('id', 'integer', (c) => c.primaryKey()), 'name'), 'slug')
    .execute();
  let articles: Table = db.schema.createTable('articles').addColumn('id', 'integer', (c) => c.primaryKey());
  for (const name of ['title', 'slug', 'teaser', 'meta_description', 'image_alt', 'modules']) articles = bilingual(articles, name);
  await articles
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('image_copyright', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_online', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id', 'published_at']).execute();
  await db.schema.createIndex('articles_published_idx').on('articles').column('published_at').execute();
  await db.schema
    .createTable('article_tag_links')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('article_tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tag_links_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('article_tag_links_tag_idx').on('article_tag_links').column('tag_id').execute();

  await withSerialId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_editor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_dashboard_online_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The session key is the cookie value; a session counts only while expires_at is in the future.
  await db.schema
    .createTable('sessions')
    .addColumn('session_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await withSerialId(db, db.schema.createTable('error_log'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(404))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await createSearchTables(db);
}

/**
 * Search documents hold the shown text and the folded text that is matched. SQLite matches
 * through an FTS5 table keyed by the document id; PostgreSQL through a generated tsvector
 * (title weighted A, body B) with a GIN index.
 */
async function createSearchTables(db: Kysely<any>): Promise<void> { // any: see up()
  await withSerialId(db, db.schema.createTable('search_documents'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('object_id', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('date_start', 'text')
    .addColumn('title_folded', 'text', (c) => c.notNull())
    .addColumn('body_folded', 'text', (c) => c.notNull())
    .addUniqueConstraint('search_documents_unique', ['kind', 'object_id', 'locale'])
    .execute();
  await db.schema
    .createTable('search_terms')
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('folded', 'text', (c) => c.notNull())
    .addColumn('folded_alt', 'text', (c) => c.notNull())
    .addColumn('frequency', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['locale', 'term'])
    .execute();
  if (isPostgres(db)) {
    await sql`alter table search_documents add column tsv tsvector generated always as (
      setweight(to_tsvector('simple', title_folded), 'A') || setweight(to_tsvector('simple', body_folded), 'B')
    ) stored`.execute(db);
    await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
    await sql`create index search_terms_folded_idx on search_terms (locale, folded text_pattern_ops)`.execute(db);
    await sql`create index search_terms_folded_alt_idx on search_terms (locale, folded_alt text_pattern_ops)`.execute(db);
  } else {
    await sql`create virtual table search_fts using fts5(title, body, tokenize = 'unicode61')`.execute(db);
    await db.schema.createIndex('search_terms_folded_idx').on('search_terms').columns(['locale', 'folded']).execute();
    await db.schema.createIndex('search_terms_folded_alt_idx').on('search_terms').columns(['locale', 'folded_alt']).execute();
  }
}
