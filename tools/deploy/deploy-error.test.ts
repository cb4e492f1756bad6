import { sentence } from './deploy-error';

describe('a message joined into another', () => {
  it('ends as one sentence: a full stop is added only where none ends it', () => {
    expect(sentence('Rename or remove it in one of them.')).toBe('Rename or remove it in one of them.');
    expect(sentence('render bundle broken on purpose')).toBe('render bundle broken on purpose.');
    expect(sentence('Is it there?')).toBe('Is it there?');
  });
});
