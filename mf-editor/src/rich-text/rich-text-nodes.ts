import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { HeadingNode } from '@lexical/rich-text';
import type { Klass, LexicalNode } from 'lexical';

/** The nodes of spec §5 rich text: headings, lists, links (paragraphs and text are built in). */
export const RICH_TEXT_NODES: Array<Klass<LexicalNode>> = [HeadingNode, ListNode, ListItemNode, LinkNode];

export const RICH_TEXT_THEME = {
  text: { bold: 'ed-rich__bold', italic: 'ed-rich__italic' },
  link: 'ed-rich__link',
  list: { ul: 'ed-rich__ul', ol: 'ed-rich__ol', listitem: 'ed-rich__li' },
};
