import { render, screen, within } from '@testing-library/react';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';

test('Home first, clickable steps as links, others as text, the current page last', () => {
  render(<Breadcrumb trail={[{ label: 'Festival' }, { label: 'Magazin', href: '/de/magazin' }]} current="Essays" />);
  const nav = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  expect(within(nav).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Startseite', 'Festival', 'Magazin', 'Essays']);
  expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/de', '/de/magazin']);
  expect(within(nav).getByText('Essays')).toHaveAttribute('aria-current', 'page');
});
