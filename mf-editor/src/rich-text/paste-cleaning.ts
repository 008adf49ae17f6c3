import { $insertNodes, COMMAND_PRIORITY_HIGH, PASTE_COMMAND, type LexicalEditor } from 'lexical';
import type { RichHtmlOptions } from './clean-rich-html';
import { $richNodesOf } from './rich-html';

/**
 * Spec §5 / issue: markup pasted from Word or Google Docs arrives cleaned to the allowed rich
 * text. Plain text is left to lexical's own handling. Answers the unregister function.
 */
export function registerPasteCleaning(editor: LexicalEditor, options: RichHtmlOptions): () => void {
  return editor.registerCommand(
    PASTE_COMMAND,
    (event) => {
      const html = 'clipboardData' in event ? event.clipboardData?.getData('text/html') : undefined;
      if (!html) return false;
      event.preventDefault();
      editor.update(() => $insertNodes($richNodesOf(editor, html, options)));
      return true;
    },
    COMMAND_PRIORITY_HIGH,
  );
}
