import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodes, COMMAND_PRIORITY_HIGH, PASTE_COMMAND } from 'lexical';
import type { RichHtmlOptions } from './clean-rich-html';
import { $richNodesOf } from './rich-html';

/** Spec §5 / issue: text pasted from Word or Google Docs arrives cleaned to the allowed markup. */
export function PasteCleaningPlugin({ options }: { options: RichHtmlOptions }) {
  const [editor] = useLexicalComposerContext();
  const { headings } = options;
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const html = event instanceof ClipboardEvent ? event.clipboardData?.getData('text/html') : undefined;
          if (!html) return false; // plain text: lexical's own handling inserts it as text
          event.preventDefault();
          editor.update(() => $insertNodes($richNodesOf(editor, html, { headings })));
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor, headings],
  );
  return null;
}
