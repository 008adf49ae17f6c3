import { AdminBreakingNews } from '@festival/shared/api-schemas/admin-content';
import type { CollectionDefinition } from '../collection-definition';
import { contentChange } from '../../editing/content-announcements';
import { onlineWindowRule } from './online-window-rule';

export const breakingNewsCollection: CollectionDefinition = {
  name: 'breaking-news',
  entity: 'breaking_news',
  table: 'breaking_news',
  schema: AdminBreakingNews,
  markup: { text_de: 'rich-text', text_en: 'rich-text' },
  label: (row) => String(row.title_de),
  search: ['title_de', 'title_en', 'text_de'],
  orderings: ['sort', 'online_from', 'title_de', 'id'],
  defaultOrdering: 'sort',
  rules: onlineWindowRule,
  announce: contentChange('breaking_news'),
};
