import { inertOutside } from '../inert-outside';

test('everything but the kept element and what holds it turns inert, and back, leaving what was inert before', () => {
  document.body.innerHTML = `
    <div id="skip"></div>
    <header id="header"><div id="bar"><button id="burger"></button></div><div id="panel"><a href="/x">x</a></div></header>
    <main id="main"></main>
    <footer id="footer" inert></footer>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const undo = inertOutside(byId('panel'));
  expect(['skip', 'bar', 'main', 'footer'].filter((id) => byId(id).hasAttribute('inert'))).toEqual(['skip', 'bar', 'main', 'footer']);
  expect(['header', 'panel'].filter((id) => byId(id).hasAttribute('inert'))).toEqual([]);
  undo();
  expect(['skip', 'bar', 'main', 'header', 'panel'].filter((id) => byId(id).hasAttribute('inert'))).toEqual([]);
  expect(byId('footer').hasAttribute('inert')).toBe(true);
});
