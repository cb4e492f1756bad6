import { render, screen } from '@testing-library/react';
import { kitWords, SubscribeBox } from '@bbg/kit';
import arabic from './ar/kit-words.json';
import english from './en/kit-words.json';
import french from './fr/kit-words.json';
import { loadShellCopy, ShellCopyProvider } from './shell-copy';

describe("the kit's words, which the shell gives every page", () => {
  it.each([
    ['fr', french.kitWords],
    ['ar', arabic.kitWords],
  ] as const)('reach a kit control in the document’s locale (%s)', async (locale, words) => {
    render(
      <ShellCopyProvider copy={await loadShellCopy(locale)}>
        <SubscribeBox rule="footer" label="Newsletter" />
      </ShellCopyProvider>,
    );
    expect(screen.getByRole('button', { name: words.subscribe.submit })).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', words.subscribe.placeholder);
  });

  it('are never guessed: a kit control outside every provider says so, rather than ship English in the first script', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SubscribeBox rule="footer" label="Newsletter" />)).toThrow('No kit words: wrap the tree in KitWordsProvider');
  });

  it('are, in English, the kit’s own: a page says the same with the shell’s words or without them', () => {
    expect(english.kitWords).toEqual(kitWords);
  });
});
