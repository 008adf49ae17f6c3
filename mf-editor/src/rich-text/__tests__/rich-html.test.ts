import { createEditor, PASTE_COMMAND } from 'lexical';
import { cleanRichHtml } from '../clean-rich-html';
import { registerPasteCleaning } from '../paste-cleaning';
import { $setRichHtml, richHtmlOf } from '../rich-html';
import { RICH_TEXT_NODES, RICH_TEXT_THEME } from '../rich-text-nodes';

function roundTrip(html: string, headings = true): string {
  const editor = createEditor({ namespace: 'test', nodes: RICH_TEXT_NODES, theme: RICH_TEXT_THEME, onError: (error) => { throw error; } });
  editor.update(() => $setRichHtml(editor, html, { headings }), { discrete: true });
  return richHtmlOf(editor, { headings });
}

test('lexical keeps paragraphs, bold, italic, links, lists and headings as they were', () => {
  const html = [
    '<h2>Programm</h2>',
    '<p>Ein <strong>fetter</strong> und ein <em>kursiver</em> Satz mit <a href="https://example.org/a">Link</a>.</p>',
    '<p><a href="https://example.org/b" target="_blank" rel="noopener noreferrer">neues Fenster</a></p>',
    '<ul><li>eins</li><li>zwei</li></ul>',
    '<ol><li>erstens</li></ol>',
  ].join('');
  expect(roundTrip(html)).toBe(html);
});

test('without headings a heading comes back as a paragraph', () => {
  expect(roundTrip('<h3>Titel</h3><p>Text</p>', false)).toBe('<p>Titel</p><p>Text</p>');
});

test('text outside a paragraph gets one', () => {
  expect(roundTrip('lose <strong>Worte</strong>')).toBe('<p>lose <strong>Worte</strong></p>');
});

test('what Word pastes loses its styles, classes, spans and <o:p>', () => {
  const word = '<html><head><style>p.MsoNormal{margin:0}</style></head><body>' +
    '<!--[if !supportLists]--><p class="MsoNormal" style="margin:0"><b><span style="font-family:Calibri">Fett</span></b><span lang="DE"> normal<o:p></o:p></span></p>' +
    '<p class="MsoNormal"><i>kursiv</i> <a href="https://example.org" onclick="x()" style="color:red">Link</a></p></body></html>';
  expect(cleanRichHtml(word, { headings: true })).toBe(
    '<p><strong>Fett</strong> normal</p><p><em>kursiv</em> <a href="https://example.org">Link</a></p>',
  );
});

test('Google Docs: the normal-weight wrapper goes, styled spans become bold and italic', () => {
  const docs = '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:700">Fett</span> und <span style="font-style:italic">schräg</span></p></b>';
  expect(cleanRichHtml(docs, { headings: false })).toBe('<p><strong>Fett</strong> und <em>schräg</em></p>');
});

test('scripts, event handlers and javascript: links do not survive', () => {
  const html = '<p onmouseover="x()">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror="y()"></p>';
  expect(cleanRichHtml(html, { headings: true })).toBe('<p>a<a>b</a></p>');
});

test('pasted Word markup is inserted cleaned into the editor', () => {
  const editor = createEditor({ namespace: 'paste', nodes: RICH_TEXT_NODES, theme: RICH_TEXT_THEME, onError: (error) => { throw error; } });
  editor.update(() => $setRichHtml(editor, '<p>Start</p>', { headings: false }), { discrete: true });
  registerPasteCleaning(editor, { headings: false });
  const pasted = '<p class="MsoNormal"><b><span style="mso-bidi-font-weight:normal">Fett</span></b><o:p></o:p></p><h1 style="color:red">Titel</h1>';
  const event = { clipboardData: { getData: (type: string) => (type === 'text/html' ? pasted : 'Fett Titel') }, preventDefault: jest.fn() };
  editor.update(() => { editor.dispatchCommand(PASTE_COMMAND, event as unknown as ClipboardEvent); }, { discrete: true });
  expect(event.preventDefault).toHaveBeenCalled();
  expect(richHtmlOf(editor, { headings: false })).toBe('<p>Start<strong>Fett</strong></p><p>Titel</p>');
});
