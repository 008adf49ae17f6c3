import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import type { RichHtmlOptions } from './clean-rich-html';
import { registerPasteCleaning } from './paste-cleaning';

export function PasteCleaningPlugin({ options }: { options: RichHtmlOptions }) {
  const [editor] = useLexicalComposerContext();
  const { headings } = options;
  useEffect(() => registerPasteCleaning(editor, { headings }), [editor, headings]);
  return null;
}
