import { holdEarlyClicks, takeEarlyClick } from '../early-clicks';

function serverHtml(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<button type="button" id="burger">Menü</button><form><input name="q"><button id="send">Suchen</button></form><a href="#x" id="link">x</a>';
  document.body.replaceChildren(root);
  return root;
}

test('a click on a control is held while the HTML is inert and replayed on the same control', () => {
  const root = serverHtml();
  const early = holdEarlyClicks(root, () => undefined);
  const burger = document.getElementById('burger')!;
  const heard = jest.fn();
  burger.addEventListener('click', heard);
  burger.click();
  expect(heard).not.toHaveBeenCalled();
  early.replay();
  expect(heard).toHaveBeenCalledTimes(1);
  burger.click();
  expect(heard).toHaveBeenCalledTimes(2);
});

test('links are left to the browser, and with leaveSubmits so is a button that sends its form', () => {
  const root = serverHtml();
  const early = holdEarlyClicks(root, () => undefined, { leaveSubmits: true });
  const submitted = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', submitted);
  const linkClicks = jest.fn();
  document.getElementById('link')!.addEventListener('click', linkClicks);
  document.getElementById('send')!.click();
  document.getElementById('link')!.click();
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(linkClicks).toHaveBeenCalledTimes(1);
  early.release();
});

test('without leaveSubmits a submit button is held like any other control', () => {
  const root = serverHtml();
  const early = holdEarlyClicks(root, () => undefined);
  const submitted = jest.fn((event: Event) => event.preventDefault());
  root.querySelector('form')!.addEventListener('submit', submitted);
  document.getElementById('send')!.click();
  expect(submitted).not.toHaveBeenCalled();
  early.replay();
  expect(submitted).toHaveBeenCalledTimes(1);
});

test('a click is held before a listener above the element can drop it, as the shell\'s React root drops one for a parcel still hydrating', () => {
  const root = serverHtml();
  const shell = document.createElement('div');
  document.body.replaceChildren(shell);
  shell.append(root);
  // React's root listener: a click on a root below it that cannot be hydrated yet goes no further.
  const drop = (event: Event) => event.stopPropagation();
  shell.addEventListener('click', drop, true);
  const early = holdEarlyClicks(root, () => undefined);
  const burger = document.getElementById('burger')!;
  const heard = jest.fn();
  burger.addEventListener('click', heard);
  burger.click();
  shell.removeEventListener('click', drop, true);
  early.replay();
  expect(heard).toHaveBeenCalledTimes(1);
});

test('a click inside the HTML reaches for it; a click elsewhere in the page does not', () => {
  const root = serverHtml();
  const outside = document.createElement('button');
  document.body.append(outside);
  const reach = jest.fn();
  const early = holdEarlyClicks(root, reach);
  outside.click();
  expect(reach).not.toHaveBeenCalled();
  document.getElementById('link')!.click();
  expect(reach).toHaveBeenCalledTimes(1);
  early.release();
});

test('a control clicked before the holder started is replayed, unless a later click replaces it', () => {
  const root = serverHtml();
  const burger = document.getElementById('burger')!;
  const heard = jest.fn();
  burger.addEventListener('click', heard);
  holdEarlyClicks(root, () => undefined, { held: burger }).replay();
  expect(heard).toHaveBeenCalledTimes(1);

  const other = document.createElement('button');
  other.type = 'button';
  root.append(other);
  const otherHeard = jest.fn();
  other.addEventListener('click', otherHeard);
  const early = holdEarlyClicks(root, () => undefined, { held: burger });
  other.click();
  early.replay();
  expect(otherHeard).toHaveBeenCalledTimes(1);
  expect(heard).toHaveBeenCalledTimes(1);
});

test('takeEarlyClick hands over what the page held before the app started', () => {
  const burger = serverHtml().querySelector('button')!;
  window.__takeEarlyClick = jest.fn(() => burger);
  expect(takeEarlyClick()).toBe(burger);
  window.__takeEarlyClick = undefined;
  expect(takeEarlyClick()).toBeNull();
});

test('with holdPresses, the presses of a tap inside the element do not reach the root hydrating it, until released', () => {
  const root = serverHtml();
  const outside = document.createElement('button');
  document.body.append(outside);
  // React's root listener: told of a press on HTML it has not hydrated, it hydrates all of it at once.
  const pressed = jest.fn();
  root.addEventListener('pointerdown', pressed);
  root.addEventListener('mousedown', pressed);
  document.body.addEventListener('pointerdown', pressed);
  const early = holdEarlyClicks(root, () => undefined, { holdPresses: true });
  const burger = document.getElementById('burger')!;
  burger.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  burger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(pressed).not.toHaveBeenCalled();
  outside.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(pressed).toHaveBeenCalledTimes(1);
  early.release();
  burger.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(pressed).toHaveBeenCalledTimes(3);
});

test('the holder asks the page what to hold after each click: a panel shown early, hidden by a link followed', () => {
  const root = serverHtml();
  const asked: [string, string | null, boolean][] = [];
  window.__heldAfterClick = (clicked, held, holding) => {
    asked.push([clicked.id, held?.id ?? null, holding]);
    return holding ? clicked : null;
  };
  try {
    const early = holdEarlyClicks(root, () => undefined);
    const heard = jest.fn();
    document.getElementById('burger')!.addEventListener('click', heard);
    document.getElementById('burger')!.click();
    document.getElementById('link')!.click();
    early.replay();
    expect(asked).toEqual([['burger', null, true], ['link', 'burger', false]]);
    // the link's answer (null) was taken: nothing is replayed
    expect(heard).not.toHaveBeenCalled();
  } finally {
    delete window.__heldAfterClick;
  }
});
