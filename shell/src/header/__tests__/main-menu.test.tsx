import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../i18n/shell-resources';
import { navigation } from '../../testing/render-route';
import { MainMenu } from '../main-menu';


test('a submenu opens and closes from the keyboard; Escape returns focus to its button', async () => {
  const user = userEvent.setup();
  render(<MainMenu items={navigation.menu} />);
  const toggle = screen.getByRole('button', { name: 'Untermenü Programm' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Autorinnen' })).not.toBeInTheDocument();

  await user.tab();
  expect(screen.getByRole('link', { name: 'Programm' })).toHaveFocus();
  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Autorinnen' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('an outside click and a chosen link close the submenu', async () => {
  const user = userEvent.setup();
  const onNavigate = jest.fn();
  const navigate = jest.fn();
  render(
    <AppProvider locale="de" navigate={navigate}>
      <MainMenu items={navigation.menu} onNavigate={onNavigate} />
      <p>Außerhalb</p>
    </AppProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Untermenü Programm' });
  await user.click(toggle);
  await user.click(screen.getByText('Außerhalb'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  await user.click(screen.getByRole('link', { name: 'Autorinnen' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(onNavigate).toHaveBeenCalled();
  expect(navigate).toHaveBeenCalledWith('/de/autorinnen');
});
