import type { Kysely } from 'kysely';
import type { ChangeBus } from '../changes/change-bus';
import type { Database } from '../../db/database';

/** Shared when a page has no picture of its own (og:image is on every document). */
export const DEFAULT_SHARE_IMAGE = '/media/festival-share.jpg?w=1280';

/** A picture reference as content stores it: /media/<name>.<jpg|webp|avif>. */
const REFERENCE = /\/media\/([a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?)\.(?:jpg|webp|avif)\b/g;

function namesIn(text: string | null, into: Set<string>): void {
  if (!text) return;
  for (const match of text.matchAll(REFERENCE)) into.add(match[1] as string);
}

/**
 * The picture names the site uses: those its stored content and programme refer to, and the
 * share picture. Only these are rendered, so an invented name costs a lookup, not a rendering.
 * Read once, then again after any write to programme, content or settings.
 */
export class MediaNames {
  private names: Promise<Set<string>> | null = null;

  constructor(private readonly db: Kysely<Database>, changes: ChangeBus) {
    const forget = () => { this.names = null; };
    changes.subscribe('programme', forget);
    changes.subscribe('content', forget);
    changes.subscribe('settings', forget);
  }

  async has(name: string): Promise<boolean> {
    this.names ??= this.load().catch((error: unknown) => {
      this.names = null;
      throw error;
    });
    return (await this.names).has(name);
  }

  private async load(): Promise<Set<string>> {
    const names = new Set<string>();
    namesIn(DEFAULT_SHARE_IMAGE, names);
    const texts = await Promise.all([
      ...(['events', 'persons', 'productions', 'venues', 'series'] as const).map((table) =>
        this.db.selectFrom(table).select('image as text').where('image', 'is not', null).execute()),
      this.db.selectFrom('articles').select(['image as text', 'modules_de', 'modules_en', 'draft_modules_de', 'draft_modules_en', 'scheduled_modules_de', 'scheduled_modules_en']).execute(),
      this.db.selectFrom('pages').select(['og_image as text', 'modules_de', 'modules_en']).execute(),
      this.db.selectFrom('containers').select(['modules_de as text', 'modules_en']).execute(),
      this.db.selectFrom('settings').select(['html_footer_logos as text', 'html_footer_top', 'html_footer_bottom', 'html_header']).execute(),
    ]);
    for (const rows of texts) {
      for (const row of rows) for (const value of Object.values(row)) namesIn(value, names);
    }
    return names;
  }
}
