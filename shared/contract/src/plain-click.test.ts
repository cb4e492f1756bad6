import { isPlainClick } from './plain-click';

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe('isPlainClick', () => {
  it('takes a main-button click with no modifier key', () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it('leaves any other button, and a click with any modifier key, to the browser', () => {
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  });
});
