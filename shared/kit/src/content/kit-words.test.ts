import { kitWords } from './kit-words';

describe("the kit's English words", () => {
  it('keep the messages the spec documents, word for word', () => {
    expect(kitWords.subscribe.invalidEmail).toBe('Please enter a valid email address');
    expect(kitWords.download.failed).toBe('Failed to download the PDF. Please try again later.');
    expect(kitWords.copyUrl.copied).toBe('URL copied to clipboard!');
    expect(kitWords.share.text).toBe('Check out this page from BBG!');
  });
});
