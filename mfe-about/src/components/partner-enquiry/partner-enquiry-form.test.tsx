import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultRuntimeConfig, type KitWords } from '@bbg/contract';
import { kitWords } from '@bbg/kit';
import { KitWordsProvider } from '@bbg/platform';
import { TestPlatform } from '@bbg/testing';
import arabic from '../../content/ar/partners-enquiry.json';
import { businessTypeChoices, countryChoices, partnerFormCopy, partnerFormMessages, yearsInBusinessChoices } from '../../content/en/partners-enquiry.json';
import { JoinForm } from '../../pages/partners/join-form';
import { PartnerEnquiryForm } from './partner-enquiry-form';

const API = 'https://api.bbg.example';
const { phoneLength: PHONE_LENGTH_ERROR, failure: SUBMIT_FAILURE, success: SUBMIT_SUCCESS } = partnerFormMessages;

function renderForm() {
  return render(
    <TestPlatform config={{ ...defaultRuntimeConfig, apiBaseUrl: API }}>
      <PartnerEnquiryForm
        copy={partnerFormCopy}
        messages={partnerFormMessages}
        countries={countryChoices}
        businessTypes={businessTypeChoices}
        yearsInBusiness={yearsInBusinessChoices}
      />
    </TestPlatform>,
  );
}

// No delay between keys and no pointer-events check on each event: jsdom makes both slow with ~250 country options.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const change = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Fills the required fields through their change handlers (typing each key is slow in jsdom with ~250 options). */
function fillRequired(phone = '971501234567') {
  change('Full Name', 'Amira Hassan');
  change('Email', 'amira@nilehorizon.example');
  change('Phone Number', phone);
  change('Company Name', 'Nile Horizon Travel');
  change('Country', 'Egypt');
  change('Business Type', 'Operator');
  change('Years in Business', '1-5');
  fireEvent.click(screen.getByRole('checkbox'));
}

/** A fetch that waits until the test answers it. */
function pendingFetch() {
  let answer: (response: Response) => void = () => undefined;
  const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, answer: (status: number) => act(async () => answer({ ok: status >= 200 && status < 300, status } as Response)) };
}

// A shared two-core machine can be slow: a generous per-test limit keeps the tests about behaviour, not speed.
jest.setTimeout(30_000);

/** The form in Arabic, as the Arabic page shows it; with other kit words when a test gives them. */
function renderArabicForm(words?: KitWords) {
  const form = <JoinForm words={arabic} />;
  render(<TestPlatform config={{ ...defaultRuntimeConfig, apiBaseUrl: API }}>{words ? <KitWordsProvider words={words}>{form}</KitWordsProvider> : form}</TestPlatform>);
}

describe('PartnerEnquiryForm', () => {
  it('ties every label to its control', () => {
    renderForm();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Company Name', 'Company Website', 'Country', 'Business Type', 'Years in Business', 'Tell us about your business']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /I agree to the terms/ })).toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Company Website')).not.toBeRequired();
    expect(field('Tell us about your business')).not.toBeRequired();
    // The phone's rule is said before it is broken.
    expect(field('Phone Number')).toHaveAccessibleName(`Phone Number ${partnerFormCopy.phoneHint}`);
  });

  it('keeps digits only in the phone and ignores input past 15 digits', async () => {
    const user = setupUser();
    renderForm();
    await user.type(field('Phone Number'), '+971 50-12a3');
    expect(field('Phone Number')).toHaveValue('97150123');
    await user.type(field('Phone Number'), '4567890123456');
    expect(field('Phone Number')).toHaveValue('971501234567890');
  });

  it('sends nothing while a required field is empty and shows why under the first one', async () => {
    const { fetchMock } = pendingFetch();
    const user = setupUser();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveAccessibleDescription(/.+/);
  });

  it('refuses a phone under 5 digits with the documented message, focuses it and sends nothing', async () => {
    const { fetchMock } = pendingFetch();
    const user = setupUser();
    renderForm();
    fillRequired('1234');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PHONE_LENGTH_ERROR);
    expect(field('Phone Number')).toHaveFocus();
    expect(field('Phone Number')).toHaveAccessibleDescription(PHONE_LENGTH_ERROR);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(field('Phone Number'), '5');
    expect(screen.queryByText(PHONE_LENGTH_ERROR)).not.toBeInTheDocument();
  });

  it('posts the payload once, shows Submitting... while pending, then succeeds and clears every field', async () => {
    const { fetchMock, answer } = pendingFetch();
    const user = setupUser();
    renderForm();
    fillRequired();
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    const busy = screen.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    // The disabled button has lost focus: the state is read out from the form's live region.
    expect(screen.getByRole('status')).toHaveTextContent('Submitting...');
    // A submit the disabled button cannot stop (Enter in a field, a script) is ignored while the first is pending.
    act(() => busy.closest('form')?.requestSubmit());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${API}/API/APIUser/SubmitEnquiryBBG`);
    expect(JSON.parse(String(init.body))).toEqual({
      FullName: 'Amira Hassan',
      Email: 'amira@nilehorizon.example',
      Number: '971501234567',
      Message: null,
      CompanyName: 'Nile Horizon Travel',
      CompanyWebsite: null,
      Country: 'Egypt',
      BusinessType: 'Operator',
      YearsInBusiness: '1-5',
      Language: 'en',
    });

    await answer(200);
    expect(screen.getByRole('status')).toHaveTextContent(SUBMIT_SUCCESS);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Company Name', 'Country', 'Business Type', 'Years in Business']) {
      expect(field(label)).toHaveValue('');
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('on a refused answer says so, logs the error and keeps everything typed', async () => {
    const { answer } = pendingFetch();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    renderForm();
    fillRequired();
    change('Company Website', 'nilehorizon.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await answer(500);
    expect(screen.getByRole('alert')).toHaveTextContent(SUBMIT_FAILURE);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(logged).toHaveBeenCalled();
    expect(field('Full Name')).toHaveValue('Amira Hassan');
    expect(field('Phone Number')).toHaveValue('971501234567');
    expect(field('Company Website')).toHaveValue('nilehorizon.example');
    expect(field('Country')).toHaveValue('Egypt');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('on a network failure shows the same message', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = setupUser();
    renderForm();
    fillRequired();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMIT_FAILURE);
    expect(field('Email')).toHaveValue('amira@nilehorizon.example');
  });

  it('speaks the language it is given, the email, phone and website left to right', async () => {
    const { fetchMock } = pendingFetch();
    const user = setupUser();
    const { partnerFormCopy: copy, partnerFormMessages: messages } = arabic;
    renderArabicForm();
    for (const label of [copy.email, copy.phone, copy.companyWebsite]) expect(field(label)).toHaveAttribute('dir', 'ltr');
    change(copy.fullName, 'Amira Hassan');
    change(copy.email, 'amira@nilehorizon.example');
    change(copy.phone, '1234');
    change(copy.companyName, 'Nile Horizon Travel');
    change(copy.country, 'Egypt');
    change(copy.businessType, 'Operator');
    change(copy.yearsInBusiness, '1-5');
    fireEvent.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: messages.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneLength);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says why a field was refused in the page’s language, not the browser’s', async () => {
    const user = setupUser();
    const validation = { required: 'يُرجى ملء هذا الحقل.', choose: 'يُرجى اختيار أحد الخيارات من القائمة.', check: 'يُرجى تحديد هذا المربع للمتابعة.', email: 'يُرجى إدخال عنوان بريد إلكتروني صالح.' };
    const { partnerFormCopy: copy, partnerFormMessages: messages } = arabic;
    renderArabicForm({ ...kitWords, validation });
    change(copy.email, 'amira@');
    await user.click(screen.getByRole('button', { name: messages.submit }));
    expect(field(copy.fullName)).toHaveAccessibleDescription(validation.required);
    expect(field(copy.email)).toHaveAccessibleDescription(validation.email);
    expect(field(copy.country)).toHaveAccessibleDescription(validation.choose);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(validation.check);
  });
});
