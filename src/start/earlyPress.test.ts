import { noteEarlyPresses, takeEarlyPresses } from './earlyPress';

function page() {
  document.body.innerHTML =
    '<div id="root"><button type="button">Abrir menu</button><span><button type="button"><svg></svg></button></span></div>' +
    '<button type="button" id="outside">Fora</button>';
  const [menu, icon] = document.querySelectorAll<HTMLButtonElement>('#root button');
  return { menu: menu!, icon: icon!, outside: document.getElementById('outside')! };
}

const press = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true }));

afterEach(() => takeEarlyPresses());

it("notes the shop's buttons a shopper pressed, in order, from inside them too, until taken", () => {
  const { menu, icon, outside } = page();
  noteEarlyPresses();
  press(menu);
  press(icon.querySelector('svg')!);
  press(outside);
  press(document.getElementById('root')!);
  expect(takeEarlyPresses()).toEqual({ buttons: [menu, icon], forms: [] });
  press(menu);
  expect(takeEarlyPresses()).toEqual({ buttons: [], forms: [] });
});

it('holds back a form of the shop sent before it starts, to send it again, and lets others go', () => {
  document.body.innerHTML =
    '<div id="root"><form role="search"><input type="search" /></form></div><form id="outside"></form>';
  const search = document.querySelector<HTMLFormElement>('#root form')!;
  const outside = document.getElementById('outside')!;
  noteEarlyPresses();
  const send = (form: Element) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  expect(send(search)).toBe(false);
  expect(send(outside)).toBe(true);
  expect(takeEarlyPresses()).toEqual({ buttons: [], forms: [search] });
  expect(send(search)).toBe(true);
});
