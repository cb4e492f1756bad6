import { isFooterEmailValid, isNewsletterEmailValid } from './email-rules';

describe('email rules', () => {
  it.each([
    ['', true],
    ['a@b.c', true],
    ['name@example.com', true],
    ['a.b@c', false],
    ['no-at.example.com', false],
    ['name@example', false],
    // The footer rule is only "@ before the last dot": spaces are not its concern (kept as specified).
    ['a b@c.d', true],
  ])('footer rule: %p → %p', (value, valid) => {
    expect(isFooterEmailValid(value)).toBe(valid);
  });

  it.each([
    ['', true],
    ['   ', true],
    [' x@y.z ', true],
    ['x y@z.com', false],
    ['x@y', false],
    ['@y.com', false],
    ['x@@y.com', false],
  ])('partners/brands rule: %p → %p', (value, valid) => {
    expect(isNewsletterEmailValid(value)).toBe(valid);
  });
});
