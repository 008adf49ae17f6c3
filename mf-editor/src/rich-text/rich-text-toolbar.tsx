import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent } from '@lexical/utils';
import {
  $addUpdateTag, $createParagraphNode, $createRangeSelectionFromDom, $getSelection, $isRangeSelection, $setSelection, CAN_REDO_COMMAND, CAN_UNDO_COMMAND, COMMAND_PRIORITY_LOW,
  COMMAND_PRIORITY_NORMAL, FORMAT_TEXT_COMMAND, KEY_MODIFIER_COMMAND, REDO_COMMAND, SKIP_DOM_SELECTION_TAG, UNDO_COMMAND, type LexicalNode,
} from 'lexical';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { isLinkTarget } from '@festival/shared/validation/module-rules';
// The toolbar's words live with the page editor's; the hub's rich-text fields use the toolbar too.
import '../i18n/page-editor-resources';

const HEADING_TAGS: HeadingTagType[] = ['h2', 'h3', 'h4', 'h5', 'h6'];
/** Spec §5: a new link starts with https://. */
export const LINK_DEFAULT = 'https://';

type BlockType = 'paragraph' | HeadingTagType | 'ul' | 'ol';

interface Formats {
  bold: boolean;
  italic: boolean;
  link: boolean;
  block: BlockType;
}

function blockOf(node: LexicalNode): BlockType {
  const list = $findMatchingParent(node, $isListNode);
  if (list && $isListNode(list)) return list.getListType() === 'number' ? 'ol' : 'ul';
  const heading = $findMatchingParent(node, $isHeadingNode);
  return heading && $isHeadingNode(heading) ? heading.getTag() : 'paragraph';
}

/** Spec §5 rich text: bold, italic, link (new window optional), lists, headings where allowed, undo, redo. */
export function RichTextToolbar({ headings }: { headings: boolean }) {
  const [editor] = useLexicalComposerContext();
  const { t } = useLocaleT('page-editor');
  const ids = useId();
  const [formats, setFormats] = useState<Formats>({ bold: false, italic: false, link: false, block: 'paragraph' });
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [linkForm, setLinkForm] = useState<{ url: string; newWindow: boolean } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const linkFormOpen = linkForm !== null;
  useEffect(() => {
    if (linkFormOpen) linkInput.current?.select();
  }, [linkFormOpen]);

  // Ctrl+K (⌘K) asks for a link, as in word processors and the block editor.
  useEffect(
    () =>
      editor.registerCommand(
        KEY_MODIFIER_COMMAND,
        (event: KeyboardEvent) => {
          if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
          event.preventDefault();
          // The browser has moved the text selection already; lexical learns it from a later
          // selectionchange, which the link form's focus would make it ignore: take it now.
          const selection = $createRangeSelectionFromDom(window.getSelection(), editor);
          if (selection) $setSelection(selection);
          // the DOM has this selection: writing it back would take the focus from the link form
          $addUpdateTag(SKIP_DOM_SELECTION_TAG);
          setLinkForm({ url: LINK_DEFAULT, newWindow: false });
          return true;
        },
        COMMAND_PRIORITY_NORMAL,
      ),
    [editor],
  );

  const closeLinkForm = () => {
    setLinkForm(null);
    editor.focus();
  };

  useEffect(() => {
    const unregister = [
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          const anchor = selection.anchor.getNode();
          setFormats({
            bold: selection.hasFormat('bold'),
            italic: selection.hasFormat('italic'),
            link: $findMatchingParent(anchor, $isLinkNode) !== null,
            block: blockOf(anchor),
          });
        }),
      ),
      editor.registerCommand(CAN_UNDO_COMMAND, (value) => (setCanUndo(value), false), COMMAND_PRIORITY_LOW),
      editor.registerCommand(CAN_REDO_COMMAND, (value) => (setCanRedo(value), false), COMMAND_PRIORITY_LOW),
    ];
    return () => unregister.forEach((off) => off());
  }, [editor]);

  const setBlock = useCallback(
    (block: BlockType) => {
      if (block === 'ul') editor.dispatchCommand(formats.block === 'ul' ? REMOVE_LIST_COMMAND : INSERT_UNORDERED_LIST_COMMAND, undefined);
      else if (block === 'ol') editor.dispatchCommand(formats.block === 'ol' ? REMOVE_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
      else
        editor.update(() => {
          const selection = $getSelection();
          if ($isRangeSelection(selection)) $setBlocksType(selection, () => (block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block)));
        });
    },
    [editor, formats.block],
  );

  const applyLink = () => {
    if (!linkForm) return;
    const url = linkForm.url.trim();
    if (url && url !== LINK_DEFAULT && isLinkTarget(url)) {
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, linkForm.newWindow ? { url, target: '_blank', rel: 'noopener noreferrer' } : { url, target: null, rel: null });
    }
    closeLinkForm();
  };

  return (
    <div className="ed-rich__toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
      <button type="button" aria-pressed={formats.bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <strong>{t('richText.bold')}</strong>
      </button>
      <button type="button" aria-pressed={formats.italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <em>{t('richText.italic')}</em>
      </button>
      <button type="button" aria-pressed={formats.link} aria-expanded={linkForm !== null} onClick={() => setLinkForm(linkForm ? null : { url: LINK_DEFAULT, newWindow: false })}>
        {t('richText.link')}
      </button>
      {formats.link && (
        <button type="button" onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
          {t('richText.linkRemove')}
        </button>
      )}
      <button type="button" aria-pressed={formats.block === 'ul'} onClick={() => setBlock('ul')}>
        {t('richText.bulletList')}
      </button>
      <button type="button" aria-pressed={formats.block === 'ol'} onClick={() => setBlock('ol')}>
        {t('richText.numberedList')}
      </button>
      {headings && (
        <>
          <label htmlFor={`${ids}-block`} className="fs-visually-hidden">
            {t('richText.blockType')}
          </label>
          <select id={`${ids}-block`} value={formats.block === 'ul' || formats.block === 'ol' ? 'paragraph' : formats.block} onChange={(event) => setBlock(event.target.value as BlockType)}>
            <option value="paragraph">{t('richText.paragraph')}</option>
            {HEADING_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {t('richText.heading', { level: tag.slice(1) })}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="button" disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        {t('richText.undo')}
      </button>
      <button type="button" disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        {t('richText.redo')}
      </button>
      {linkForm && (
        <div className="ed-rich__link-form">
          <label htmlFor={`${ids}-url`}>{t('richText.linkUrl')}</label>
          <input
            id={`${ids}-url`}
            ref={linkInput}
            type="url"
            value={linkForm.url}
            onChange={(event) => setLinkForm({ ...linkForm, url: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                // closes the link form only, not the module form around it
                event.preventDefault();
                closeLinkForm();
              }
            }}
          />
          <label>
            <input type="checkbox" checked={linkForm.newWindow} onChange={(event) => setLinkForm({ ...linkForm, newWindow: event.target.checked })} />
            {t('richText.linkNewWindow')}
          </label>
          <button type="button" onClick={applyLink}>
            {t('richText.linkApply')}
          </button>
        </div>
      )}
    </div>
  );
}
