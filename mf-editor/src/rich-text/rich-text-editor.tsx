import { useMemo } from 'react';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { isLinkTarget } from '@festival/shared/validation/module-rules';
import { EmptyBlockListPlugin } from './empty-block-list-plugin';
import { PasteCleaningPlugin } from './paste-cleaning-plugin';
import { $setRichHtml, richHtmlOf } from './rich-html';
import { RICH_TEXT_NODES, RICH_TEXT_THEME } from './rich-text-nodes';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-text.lazy.css';

export interface RichTextEditorProps {
  id: string;
  /** Markup it starts from; later changes of this prop are not read (the editor owns its text). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Spec §3: Text and TwoColumns allow headings, the other rich texts do not. */
  headings: boolean;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/** A lexical rich-text field whose value is the cleaned HTML the write API stores. */
export default function RichTextEditor({ id, value, onChange, onBlur, headings, labelledBy, describedBy, invalid }: RichTextEditorProps) {
  const options = useMemo(() => ({ headings }), [headings]);
  const initialConfig = useMemo(
    () => ({
      namespace: id,
      nodes: RICH_TEXT_NODES,
      theme: RICH_TEXT_THEME,
      onError: (error: Error) => console.error('rich text', error),
      editorState: (editor: Parameters<typeof $setRichHtml>[0]) => $setRichHtml(editor, value, options),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the initial state only: the editor owns its text from then on
    [id],
  );
  return (
    <div className="ed-rich">
      <LexicalComposer initialConfig={initialConfig}>
        <RichTextToolbar headings={headings} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              className="ed-rich__content"
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-multiline
              role="textbox"
              onBlur={onBlur}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <EmptyBlockListPlugin />
        <LinkPlugin validateUrl={isLinkTarget} />
        <PasteCleaningPlugin options={options} />
        <OnChangePlugin ignoreSelectionChange onChange={(_state, editor) => onChange(richHtmlOf(editor, options))} />
      </LexicalComposer>
    </div>
  );
}
