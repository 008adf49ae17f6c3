/**
 * Makes everything in the document inert but `keep` and the elements that hold it: a panel
 * that covers the page (a slide-in menu) leaves nothing behind it to Tab to, click or read.
 * Returns the undo, which leaves elements that were inert before as they were.
 */
export function inertOutside(keep: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}
