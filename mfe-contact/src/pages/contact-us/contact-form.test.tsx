import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestPlatform, toastLifetime } from '@bbg/testing';
import { defaultRuntimeConfig } from '@bbg/contract';
import { kitWords, ToastHost } from '@bbg/kit';
import { LocaleProvider } from '@bbg/platform';
import type { ContactFormCopy } from '../../content/contact-form';
import form from '../../content/en/contact-form.json';
import english from '../../content/en/phone-countries.json';
import { ContactForm } from './contact-form';
import { copy } from './contact-us-page';

const { phoneCountryNames } = english;

const config = { ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.com' };

function renderForm() {
  render(
    <TestPlatform config={config}>
      <ToastHost />
      <ContactForm copy={form} countryNames={phoneCountryNames} />
    </TestPlatform>,
  );
  return userEvent.setup({ delay: null });
}

/** Fills the text fields, found by their labels (English's unless a language's are given). */
const fillText = (labels: Pick<ContactFormCopy, 'fullName' | 'email' | 'message'> = { fullName: 'Full Name', email: 'Email', message: 'Message' }) => {
  fireEvent.change(screen.getByLabelText(labels.fullName), { target: { value: 'Asha Rao' } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: 'asha@example.com' } });
  fireEvent.change(screen.getByLabelText(labels.message), { target: { value: 'Hello BBG' } });
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  fillText();
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
}

const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;

jest.setTimeout(20_000);

const deferred = () => {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('contact form', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
  });

  it('says why an empty or malformed field was refused in the page’s words, not the browser’s', async () => {
    const user = renderForm();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Full Name') as HTMLInputElement).validationMessage).toBe(kitWords.validation.required);
    expect((screen.getByLabelText('Email') as HTMLInputElement).validationMessage).toBe(kitWords.validation.email);
  });

  it('gives focus back to the country button when Escape closes its list, and leaves it where it went otherwise', async () => {
    const user = renderForm();
    const selector = screen.getByRole('combobox', { name: 'Country selector' });
    selector.focus();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(selector).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveFocus());
    await user.click(screen.getByLabelText('Full Name'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('lists the countries by their names in the order of the page’s alphabet', async () => {
    const { form: words, countries } = await copy.ar();
    render(
      <TestPlatform config={config}>
        <LocaleProvider locale="ar">
          <ContactForm copy={words} countryNames={countries.phoneCountryNames} />
        </LocaleProvider>
      </TestPlatform>,
    );
    const user = userEvent.setup({ delay: null });
    screen.getByRole('combobox', { name: words.contactFormCopy.countrySelector }).focus();
    await user.keyboard('{ArrowDown}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const names = options.map((option) => option.querySelector('.react-international-phone-country-selector-dropdown__list-item-country-name')?.textContent ?? '');
    const arabic: readonly string[] = Object.values(countries.phoneCountryNames);
    expect(options.length).toBeGreaterThan(200);
    expect(names).toContain(countries.phoneCountryNames.IN);
    expect(names.filter((name) => arabic.includes(name))).toHaveLength(options.length);
    expect(names).toEqual([...names].sort(new Intl.Collator('ar').compare));
  });

  it('opens on India with no message, all fields required', () => {
    renderForm();
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 ');
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('checks the phone on every change and blocks submit while it is invalid', async () => {
    const user = renderForm();
    fillText();
    await user.type(screen.getByLabelText('Phone Number'), '98765');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Phone Number');
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Phone Number'), '43');
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
  });

  it('flags an empty phone on submit', async () => {
    renderForm();
    fillText();
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form');
    if (!form) throw new Error('no form');
    act(() => form.requestSubmit());
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables everything while submitting, sends once, then clears the form and says so', async () => {
    const pending = deferred();
    fetchMock.mockReturnValue(pending.promise);
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Message']) expect(screen.getByLabelText(label)).toBeDisabled();
    // The disabled button has lost focus: the state is read out from the form's live region.
    expect(screen.getByRole('status')).toHaveTextContent('Submitting...');
    act(() => busy.closest('form')?.requestSubmit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://api.example.com/API/APIUser/SubmitEnquiryBBG');
    expect(JSON.parse(String(init.body))).toEqual({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '+919876543210', Message: 'Hello BBG', Language: 'en' });

    await act(async () => pending.resolve(answer(200)));
    expect(await screen.findByText('Enquiry submitted successfully!')).toBeInTheDocument();
    // The contact toasts close after 3000 ms, not the site's 5000.
    expect(toastLifetime('Enquiry submitted successfully!')).toBe('3000ms');
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 ');
    expect(screen.queryByText('Invalid Phone Number')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps everything typed and says so when the API refuses', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValue(answer(500));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit enquiry. Please try again.')).toBeInTheDocument();
    expect(toastLifetime('Failed to submit enquiry. Please try again.')).toBe('3000ms');
    expect(error).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('+91 98765-43210');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello BBG');
  });

  it('says its messages in Arabic and sends the enquiry marked Arabic', async () => {
    const { form: words, countries } = await copy.ar();
    const labels = words.contactFormCopy;
    fetchMock.mockResolvedValue(answer(200));
    render(
      <TestPlatform config={config}>
        <LocaleProvider locale="ar">
          <ToastHost />
          <ContactForm copy={words} countryNames={countries.phoneCountryNames} />
        </LocaleProvider>
      </TestPlatform>,
    );
    const user = userEvent.setup({ delay: null });
    fillText(labels);
    await user.type(screen.getByLabelText(labels.phone), '98765');
    expect(screen.getByRole('alert')).toHaveTextContent(words.INVALID_PHONE);
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(labels.phone), '43210');
    await user.click(screen.getByRole('button', { name: labels.submit }));
    expect(await screen.findByText(words.CONTACT_SUCCESS)).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ FullName: 'Asha Rao', Email: 'asha@example.com', Number: '+919876543210', Message: 'Hello BBG', Language: 'ar' });
  });
});
