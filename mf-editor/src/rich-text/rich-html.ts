import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $createParagraphNode, $getRoot, $isDecoratorNode, $isElementNode, type LexicalEditor, type LexicalNode } from 'lexical';
import { cleanRichHtml, type RichHtmlOptions } from './clean-rich-html';

/** Lexical nodes of cleaned markup; inline runs at the top get a paragraph around them. */
export function $richNodesOf(editor: LexicalEditor, html: string, options: RichHtmlOptions): LexicalNode[] {
  const dom = new DOMParser().parseFromString(cleanRichHtml(html, options), 'text/html');
  const blocks: LexicalNode[] = [];
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of $generateNodesFromDOM(editor, dom)) {
    const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
    if (block) {
      blocks.push(node);
      paragraph = null;
    } else {
      if (!paragraph) {
        paragraph = $createParagraphNode();
        blocks.push(paragraph);
      }
      paragraph.append(node);
    }
  }
  return blocks;
}

/** Replaces the editor's content with the markup (inside editor.update). */
export function $setRichHtml(editor: LexicalEditor, html: string, options: RichHtmlOptions): void {
  const root = $getRoot();
  root.clear();
  const blocks = $richNodesOf(editor, html, options);
  if (blocks.length === 0) blocks.push($createParagraphNode());
  root.append(...blocks);
}

/** The editor's content as the cleaned markup the write API stores. */
export function richHtmlOf(editor: LexicalEditor, options: RichHtmlOptions): string {
  return editor.getEditorState().read(() => cleanRichHtml($generateHtmlFromNodes(editor, null), options));
}
