import { screen, waitFor } from '@testing-library/react';
import { TestPlatform, holdEarly, servePage, typeBeforeAdoption } from '@bbg/testing';
import { defaultRuntimeConfig, EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import form from '../../content/en/contact-form.json';
import english from '../../content/en/phone-countries.json';
import { ContactForm } from './contact-form';

const { phoneCountryNames } = english;

const config = { ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com' };

const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

jest.setTimeout(20_000);

describe('contact form before its scripts arrive', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => {
    window[EARLY_EVENTS_GLOBAL] = [];
  });

  const serve = () => {
    const page = servePage(
      <TestPlatform config={config}>
        <ContactForm copy={form} countryNames={phoneCountryNames} />
      </TestPlatform>,
    );
    const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
    return { page, field, form: page.host.querySelector('form') as HTMLFormElement };
  };
  const controls = (host: HTMLElement) => [...host.querySelectorAll('input, textarea, button')];

  it('is served usable and as it will be adopted: nothing disabled, the country button and the number field, no inline style, no list', () => {
    const { page, field, form } = serve();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Message']) expect(field(label)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Country selector' })).toHaveAttribute('title', 'India');
    expect(field('Phone Number')).toHaveValue('+91 ');
    expect(form).toHaveAttribute(REPLAY_ATTRIBUTE);
    expect(page.host.innerHTML).not.toContain('style=');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    page.unmount();
  });

  it('keeps what was typed before adoption in the same elements, with focus and caret', async () => {
    const { page, field } = serve();
    const served = controls(page.host);
    typeBeforeAdoption(field('Full Name'), 'Asha Rao');
    typeBeforeAdoption(field('Email'), 'asha@example.com');
    typeBeforeAdoption(field('Phone Number'), '+91 98765-43210');
    const message = field('Message');
    typeBeforeAdoption(message, 'Hello BBG');
    message.setSelectionRange(5, 5);
    await page.adopt();
    expect(page.errors).toEqual([]);
    expect(controls(page.host)).toEqual(served);
    expect(field('Full Name')).toHaveValue('Asha Rao');
    expect(field('Email')).toHaveValue('asha@example.com');
    expect(field('Phone Number')).toHaveValue('+91 98765-43210');
    expect(message).toHaveValue('Hello BBG');
    expect(document.activeElement).toBe(message);
    expect([message.selectionStart, message.selectionEnd]).toEqual([5, 5]);
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
    page.unmount();
  });

  it('formats a number typed before adoption as the picker does and judges it at once', async () => {
    const { page, field } = serve();
    typeBeforeAdoption(field('Phone Number'), '+91 98765');
    await page.adopt();
    expect(field('Phone Number')).toHaveValue('+91 98765-');
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    page.unmount();
  });

  it('never writes the empty number back over what was typed while the picker takes it over (a key pressed then would land on the empty field)', async () => {
    const { page, field } = serve();
    const phone = field('Phone Number') as HTMLInputElement;
    typeBeforeAdoption(phone, '+91 98765');
    phone.setSelectionRange(6, 6);
    const written: string[] = [];
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...value,
      set(this: HTMLInputElement, next: string) {
        if (this === phone) written.push(next);
        value.set!.call(this, next);
      },
    });
    try {
      await page.adopt();
    } finally {
      Object.defineProperty(HTMLInputElement.prototype, 'value', value);
    }
    expect(written).not.toContain('+91 ');
    expect(phone).toHaveValue('+91 98765-');
    expect(document.activeElement).toBe(phone);
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([6, 6]);
    page.unmount();
  });

  it('shows the picker\'s own value once it has taken over something it formats away (letters in a number)', async () => {
    const { page, field } = serve();
    typeBeforeAdoption(field('Phone Number'), '+91 abc');
    await page.adopt();
    expect(field('Phone Number')).toHaveValue('+91 ');
    page.unmount();
  });

  it('sends a submit held before adoption exactly once, with what was typed', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const { page, field, form } = serve();
    typeBeforeAdoption(field('Full Name'), 'Asha Rao');
    typeBeforeAdoption(field('Email'), 'asha@example.com');
    typeBeforeAdoption(field('Phone Number'), '+91 9876543210');
    typeBeforeAdoption(field('Message'), 'Hello BBG');
    holdEarly('submit', form);
    await page.adopt();
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '+919876543210', Message: 'Hello BBG', Language: 'en' });
    expect(field('Phone Number')).toHaveValue('+91 ');
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
    page.unmount();
  });

  it('lets a submit of empty fields before adoption reach the boot script, and refuses it once adopted in the page\'s words', async () => {
    const { page, field, form } = serve();
    // Served without the browser's own check: it would word its refusal in the browser's language and send no submit.
    expect(form).toHaveAttribute('novalidate');
    const submits: Event[] = [];
    const hold = (event: Event) => {
      submits.push(event);
      event.preventDefault();
    };
    document.addEventListener('submit', hold, true);
    try {
      screen.getByRole('button', { name: 'Submit' }).click();
    } finally {
      document.removeEventListener('submit', hold, true);
    }
    expect(submits).toHaveLength(1);
    holdEarly('submit', form);
    await page.adopt();
    expect(field('Full Name').validationMessage).toBe('Please fill in this field.');
    expect(field('Message').validationMessage).toBe('Please fill in this field.');
    expect(fetchMock).not.toHaveBeenCalled();
    page.unmount();
  });

  it('judges a held submit with an unfinished number as the form always does: the message, nothing sent', async () => {
    const { page, field, form } = serve();
    typeBeforeAdoption(field('Phone Number'), '+91 98');
    holdEarly('submit', form);
    await page.adopt();
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    page.unmount();
  });
});
