import { contactPayload, isValidContactPhone } from './phone-rule';

describe('contact phone rule', () => {
  it('drops the Indian dial code, then wants 7 to 15 digits', () => {
    expect(isValidContactPhone('+919876543210', 'in')).toBe(true);
    expect(isValidContactPhone('+911234567', 'in')).toBe(true);
    expect(isValidContactPhone('+91123456', 'in')).toBe(false);
    expect(isValidContactPhone('+91123456789012345', 'in')).toBe(true);
    expect(isValidContactPhone('+911234567890123456', 'in')).toBe(false);
    expect(isValidContactPhone('+91', 'in')).toBe(false);
    expect(isValidContactPhone('', 'in')).toBe(false);
  });

  it('keeps the dial code of every other country in the count (a quirk kept as written)', () => {
    expect(isValidContactPhone('+12025550123', 'us')).toBe(true);
    expect(isValidContactPhone('+4412345', 'gb')).toBe(true);
    expect(isValidContactPhone('+441234', 'gb')).toBe(false);
    expect(isValidContactPhone('+2547123456789012', 'ke')).toBe(false);
    // 91 at the start of another country's number is not a dial code to drop.
    expect(isValidContactPhone('+91234', 'us')).toBe(false);
  });

  it('takes digits only', () => {
    expect(isValidContactPhone('+91 98765 43210', 'in')).toBe(false);
    expect(isValidContactPhone('+9198765-43210', 'in')).toBe(false);
    expect(isValidContactPhone('+12025550abc', 'us')).toBe(false);
  });
});

describe('contact payload', () => {
  it('sends FullName, Email, Number with its country code and Message, nothing else', () => {
    expect(contactPayload({ fullName: 'Asha Rao', email: 'asha@example.com', message: 'Hello' }, '+919876543210')).toStrictEqual({
      FullName: 'Asha Rao',
      Email: 'asha@example.com',
      Number: '+919876543210',
      Message: 'Hello',
    });
  });
});
