import { useEffect } from 'react';
import { $createListItemNode, $createListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, type ListType } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getSelection, $isParagraphNode, $isRangeSelection, $isRootOrShadowRoot, COMMAND_PRIORITY_NORMAL, type LexicalEditor } from 'lexical';

/**
 * A list started in an empty paragraph keeps the caret in its first item. Lexical's own command
 * replaces the paragraph without moving the selection, which then falls back to the end of the
 * paragraph before: the next words would land there ("…undLISTTEST") instead of in the list.
 */
function $listFromEmptyParagraph(listType: ListType): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed()) return false;
  const paragraph = selection.anchor.getNode();
  if (!$isParagraphNode(paragraph) || !paragraph.isEmpty() || !$isRootOrShadowRoot(paragraph.getParent())) return false;
  const item = $createListItemNode();
  item.setFormat(paragraph.getFormatType());
  item.setIndent(paragraph.getIndent());
  paragraph.replace($createListNode(listType).append(item));
  item.select();
  return true;
}

/** Runs before the list plugin's handler, and leaves every other case to it. */
export function registerEmptyBlockList(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerCommand(INSERT_UNORDERED_LIST_COMMAND, () => $listFromEmptyParagraph('bullet'), COMMAND_PRIORITY_NORMAL),
    editor.registerCommand(INSERT_ORDERED_LIST_COMMAND, () => $listFromEmptyParagraph('number'), COMMAND_PRIORITY_NORMAL),
  );
}

export function EmptyBlockListPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerEmptyBlockList(editor), [editor]);
  return null;
}
