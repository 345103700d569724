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
  expect(takeEarlyPresses()).toEqual([menu, icon]);
  press(menu);
  expect(takeEarlyPresses()).toEqual([]);
});
