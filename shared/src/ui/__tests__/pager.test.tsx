import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageFromQuery } from '../../api-client/use-paged-list';
import { Pager } from '../pager';

const labels = { nav: 'Seiten', previous: 'Zurück', next: 'Weiter', position: 'Seite 2 von 3' };

test('buttons page in place, and the first page cannot go back', async () => {
  const onPage = jest.fn();
  const { rerender } = render(<Pager labels={labels} hasPrevious hasNext onPage={onPage} />);
  expect(screen.getByRole('navigation', { name: 'Seiten' })).toHaveTextContent('Seite 2 von 3');
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(onPage.mock.calls).toEqual([[1], [-1]]);
  rerender(<Pager labels={labels} hasPrevious={false} hasNext onPage={onPage} />);
  expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
});

test('links name the neighbouring pages; one page needs no pager', () => {
  const { rerender } = render(<Pager labels={labels} hasPrevious hasNext={false} hrefFor={(direction) => `/liste?page=${2 + direction}`} />);
  expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/liste?page=1');
  expect(screen.queryByRole('link', { name: 'Weiter' })).not.toBeInTheDocument();
  rerender(<Pager labels={labels} hasPrevious={false} hasNext={false} hrefFor={() => '/'} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('the page from an address is a whole number from 1, else the first', () => {
  expect(['3', '0', '-2', '1.5', 'x', null, undefined].map(pageFromQuery)).toEqual([3, 1, 1, 1, 1, 1, 1]);
});
