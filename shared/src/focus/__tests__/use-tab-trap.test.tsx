import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, type ReactNode } from 'react';
import { useTabTrap } from '../use-tab-trap';

function Dialog({ label, open = true, children }: { label: string; open?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useTabTrap(ref, open);
  return (
    <div ref={ref} role="dialog" aria-label={label}>
      {children}
    </div>
  );
}

test('Tab and Shift+Tab wrap inside the dialog, and focus that has left it comes back with the next Tab', async () => {
  const user = userEvent.setup();
  render(
    <>
      <button type="button">Hinten</button>
      <Dialog label="Filter">
        <button type="button">Erster</button>
        <button type="button">Letzter</button>
      </Dialog>
    </>,
  );
  screen.getByRole('button', { name: 'Letzter' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Erster' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Letzter' })).toHaveFocus();
  screen.getByRole('button', { name: 'Hinten' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Erster' })).toHaveFocus();
});

test('a dialog opened inside another keeps Tab until it closes; then the outer one keeps it again', async () => {
  const user = userEvent.setup();
  const page = (inner: boolean) => (
    <Dialog label="Programm">
      <button type="button">Schließen</button>
      <Dialog label="Kalender" open={inner}>
        <button type="button">Tag</button>
        <button type="button">Monat</button>
      </Dialog>
      <button type="button">Mehr</button>
    </Dialog>
  );
  const { rerender } = render(page(false));
  rerender(page(true));
  screen.getByRole('button', { name: 'Monat' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Tag' })).toHaveFocus();
  // Focus put on the outer dialog behind the inner one comes back into the inner one.
  screen.getByRole('button', { name: 'Mehr' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Tag' })).toHaveFocus();
  rerender(page(false));
  screen.getByRole('button', { name: 'Mehr' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
});

test('a closed dialog keeps nothing: Tab moves on through the page', async () => {
  const user = userEvent.setup();
  render(
    <>
      <Dialog label="Menü" open={false}>
        <button type="button">Eins</button>
      </Dialog>
      <button type="button">Danach</button>
    </>,
  );
  screen.getByRole('button', { name: 'Eins' }).focus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Danach' })).toHaveFocus();
});
