import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { servePage, typeBeforeAdoption } from '@bbg/testing';
import { caretInReformatted, useServedValue, useServedValuesAdopted } from './use-served-value';

/** A controlled field and a counter, so the test can force the re-render that would write stale state back. */
function Field({ onRender }: { readonly onRender?: (adopted: boolean, value: string) => void }) {
  const [value, setValue] = useState('');
  const [renders, setRenders] = useState(0);
  const ref = useRef<HTMLTextAreaElement>(null);
  useServedValue(ref, value, setValue);
  const adopted = useServedValuesAdopted();
  onRender?.(adopted, value);
  return (
    <div>
      <textarea ref={ref} aria-label="Message" value={value} onChange={(event) => setValue(event.target.value)} />
      <input aria-label="Copy" readOnly value={value} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
    </div>
  );
}

/** The same without the hook: what React alone does with a value typed before hydration. */
function BareField() {
  const [value, setValue] = useState('');
  const [renders, setRenders] = useState(0);
  return (
    <div>
      <textarea aria-label="Message" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render {renders}
      </button>
    </div>
  );
}

const TYPED = 'Hello before the scripts';

/** Serves the markup, types into it as a visitor would (caret mid-text, focus kept), then adopts it. */
async function serveTypeAndAdopt(element: React.ReactElement) {
  const page = servePage(element);
  const field = page.host.querySelector('textarea') as HTMLTextAreaElement;
  typeBeforeAdoption(field, TYPED);
  field.setSelectionRange(5, 5);
  await page.adopt();
  return { host: page.host, field, errors: page.errors, unmount: page.unmount };
}

describe('useServedValue', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('React 19 leaves a hydrated field as the visitor typed it, then wipes it on the next render unless the value is adopted', async () => {
    const { host, field, errors, unmount } = await serveTypeAndAdopt(<BareField />);
    expect(errors).toEqual([]);
    expect(field.value).toBe(TYPED);
    await act(async () => host.querySelector('button')?.click());
    expect(field.value).toBe('');
    unmount();
  });

  it('takes the served value as state: same element, text, caret and focus kept through later renders', async () => {
    const { host, field, errors, unmount } = await serveTypeAndAdopt(<Field />);
    expect(errors).toEqual([]);
    expect(host.querySelector('textarea')).toBe(field);
    expect(field.value).toBe(TYPED);
    expect((host.querySelector('input') as HTMLInputElement).value).toBe(TYPED);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);

    await act(async () => host.querySelector('button')?.click());
    expect(field.value).toBe(TYPED);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([5, 5]);
    unmount();
  });

  it('adopts the value in the same render that reports the served values adopted', async () => {
    const seen: [boolean, string][] = [];
    const { unmount } = await serveTypeAndAdopt(<Field onRender={(adopted, value) => seen.push([adopted, value])} />);
    expect(seen[0]).toEqual([false, '']);
    expect(seen.filter(([adopted]) => adopted).every(([, value]) => value === TYPED)).toBe(true);
    expect(seen.at(-1)).toEqual([true, TYPED]);
    unmount();
  });

  it('does nothing for a field rendered in the browser', async () => {
    const adopt = jest.fn();
    function Plain() {
      const ref = useRef<HTMLInputElement>(null);
      useServedValue(ref, 'kept', adopt);
      return <input ref={ref} aria-label="Plain" readOnly value="kept" />;
    }
    const host = document.body.appendChild(document.createElement('div'));
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(host);
    await act(async () => root.render(<Plain />));
    expect(adopt).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

describe('caretInReformatted', () => {
  it('keeps the caret before the same letters and digits once the widget has formatted the text', () => {
    expect(caretInReformatted('+91 98765', 6, '+91 98765-')).toBe(6);
    expect(caretInReformatted('+91 98765', 9, '+91 98765-')).toBe(10);
    expect(caretInReformatted('9876543210', 5, '+91 98765-43210')).toBe(10);
  });

  it('leaves the caret at the end after keys typed there since adoption read the field (a slow phone typing on)', () => {
    // Adoption read "+91 9876543" with the caret at its end; "21" were typed before the widget's value was written.
    expect(caretInReformatted('+91 9876543', 11, '+91 98765-4321')).toBe('+91 98765-4321'.length);
    // The same mid-text: the key went in at the caret, and what followed it still does.
    expect(caretInReformatted('+91 98765', 6, '+91 984765-')).toBe(7);
  });

  it('puts the caret at the start when every letter and digit followed it', () => {
    expect(caretInReformatted('+91 987', 0, '+91 987')).toBe(0);
  });
});

