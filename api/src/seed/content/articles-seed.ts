import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { NewArticle } from '../../db/tables/articles.table';
import { SeededRandom } from '../common/seeded-random';
import { slugify } from '../common/slugify';
import { ARTICLE_CATEGORIES, ARTICLE_TAGS, BODY_SENTENCES, GUESTS, HEADLINES, MAGAZINE_AUTHORS, QUOTES } from './article-vocabulary';
import { jsonPair, l, type Text } from './bilingual';
import { media, ModuleBuilder } from './module-builder';
import type { SeedRefs } from './seed-refs';

const SEED = 61121;
const ARTICLE_COUNT = 60;
/** The one article the magazine teaser shows; not the newest, so the flag is what picks it. */
const FEATURED_ARTICLE_ID = 6;

const SECTION_HEADINGS: Text[] = [
  l('Der Abend', 'The evening'), l('Das Buch', 'The book'), l('Nachgefragt', 'Follow-up questions'),
  l('Hintergrund', 'Background'), l('Was bleibt', 'What remains'), l('Ausblick', 'Looking ahead'),
];

function fill(text: Text, name: string): Text {
  return l(text.de.replace('{name}', name), text.en.replace('{name}', name));
}

function paragraph(sentences: Text[]): Text {
  return l(`<p>${sentences.map((s) => s.de).join(' ')}</p>`, `<p>${sentences.map((s) => s.en).join(' ')}</p>`);
}

function articleModules(rng: SeededRandom, id: number, title: Text) {
  const b = new ModuleBuilder();
  const sentences = rng.sample(BODY_SENTENCES, 10);
  const [quote, quoteAuthor] = rng.pick(QUOTES);
  return [
    b.text(paragraph(sentences.slice(0, 3))),
    b.image(media(`magazine-${String(id).padStart(2, '0')}-detail`), title, { format: 'large', description: title }),
    b.headline(rng.pick(SECTION_HEADINGS), { level: 2 }),
    b.text(paragraph(sentences.slice(3, 7))),
    b.quote(quote, quoteAuthor),
    b.text(paragraph(sentences.slice(7, 10))),
  ];
}

/** 5 categories, 24 tags and 60 articles, newest first by id, one or two days apart. */
export async function seedArticles(trx: Transaction<Database>, refs: SeedRefs): Promise<void> {
  const rng = new SeededRandom(SEED);
  await trx.insertInto('article_categories').values(ARTICLE_CATEGORIES.map((category, index) => ({
    id: category.id, name_de: category.name.de, name_en: category.name.en, slug_de: category.slug.de, slug_en: category.slug.en,
    style_name: category.style, sort: index,
  }))).execute();
  await trx.insertInto('article_tags').values(ARTICLE_TAGS.map((tag, index) => ({
    id: index + 1, name_de: tag.name.de, name_en: tag.name.en, slug_de: tag.slug.de, slug_en: tag.slug.en,
  }))).execute();

  const tagIds = ARTICLE_TAGS.map((_, index) => index + 1);
  const articles: NewArticle[] = [];
  const links: { article_id: number; tag_id: number }[] = [];
  let ageHours = 20;
  for (let id = 1; id <= ARTICLE_COUNT; id += 1) {
    const category = ARTICLE_CATEGORIES[(id - 1) % ARTICLE_CATEGORIES.length]!;
    const [rawTitle, rawTeaser] = HEADLINES[category.id]![Math.floor((id - 1) / ARTICLE_CATEGORIES.length)]!;
    const guest = GUESTS[(id - 1) % GUESTS.length]!;
    const title = fill(rawTitle, guest);
    const teaser = fill(rawTeaser, guest);
    const modules = jsonPair(articleModules(rng, id, title));
    articles.push({
      id, category_id: category.id,
      title_de: title.de, title_en: title.en, slug_de: slugify(title.de), slug_en: slugify(title.en),
      teaser_de: teaser.de, teaser_en: teaser.en, meta_description_de: teaser.de, meta_description_en: teaser.en,
      image_alt_de: title.de, image_alt_en: title.en, modules_de: modules.de, modules_en: modules.en,
      author_name: rng.pick(MAGAZINE_AUTHORS), image: media(`magazine-${String(id).padStart(2, '0')}`),
      image_copyright: 'Literaturfestival Berlin',
      published_at: new Date(refs.now.getTime() - ageHours * 3600 * 1000).toISOString(),
      is_featured: id === FEATURED_ARTICLE_ID ? 1 : 0, is_online: 1,
    });
    for (const tagId of rng.sample(tagIds, rng.int(2, 4))) links.push({ article_id: id, tag_id: tagId });
    ageHours += rng.int(24, 60);
  }
  await trx.insertInto('articles').values(articles).execute();
  await trx.insertInto('article_tag_links').values(links).execute();
}
