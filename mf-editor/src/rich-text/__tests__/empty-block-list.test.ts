import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, registerList } from '@lexical/list';
import { $getRoot, $getSelection, $isElementNode, $isRangeSelection, createEditor, type LexicalEditor } from 'lexical';
import { registerEmptyBlockList } from '../empty-block-list-plugin';
import { $setRichHtml, richHtmlOf } from '../rich-html';
import { RICH_TEXT_NODES, RICH_TEXT_THEME } from '../rich-text-nodes';

function editorWith(html: string, caretInBlock: number): LexicalEditor {
  const editor = createEditor({ namespace: 'test', nodes: RICH_TEXT_NODES, theme: RICH_TEXT_THEME, onError: (error) => { throw error; } });
  registerList(editor);
  registerEmptyBlockList(editor);
  editor.update(() => {
    $setRichHtml(editor, html, { headings: true });
    const block = $getRoot().getChildAtIndex(caretInBlock);
    if ($isElementNode(block)) block.selectEnd();
  }, { discrete: true });
  return editor;
}

function typeText(editor: LexicalEditor, text: string) {
  editor.update(() => {
    const selection = $getSelection();
    if ($isRangeSelection(selection)) selection.insertText(text);
  }, { discrete: true });
}

test('a bulleted list started in an empty paragraph above a list takes the next words', () => {
  const editor = editorWith('<p>und</p><p></p><ul><li>eins</li></ul>', 1);
  editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
  typeText(editor, 'LISTTEST');
  expect(richHtmlOf(editor, { headings: true })).toBe('<p>und</p><ul><li>LISTTEST</li><li>eins</li></ul>');
});

test('a numbered list in an empty paragraph between paragraphs takes the next words', () => {
  const editor = editorWith('<p>und</p><p></p><p>dann</p>', 1);
  editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  typeText(editor, 'erstens');
  expect(richHtmlOf(editor, { headings: true })).toBe('<p>und</p><ol><li>erstens</li></ol><p>dann</p>');
});

test('a paragraph with text becomes a list as before', () => {
  const editor = editorWith('<p>und</p><p>zwei</p>', 1);
  editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
  typeText(editor, '!');
  expect(richHtmlOf(editor, { headings: true })).toBe('<p>und</p><ul><li>zwei!</li></ul>');
});
