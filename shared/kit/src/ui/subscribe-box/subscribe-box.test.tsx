import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EARLY_EVENTS_GLOBAL, LIVE_ATTRIBUTE, REPLAY_ATTRIBUTE } from '@bbg/contract';
import { holdEarly, renderWithKitWords, servePage, typeBeforeAdoption } from '@bbg/testing';
import { kitWords } from '../../content/kit-words';
import { SubscribeBox } from './subscribe-box';

const { invalidEmail: INVALID_EMAIL, notSaved: NOT_SAVED } = kitWords.subscribe;

const setup = (rule: 'footer' | 'newsletter') => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  renderWithKitWords(<SubscribeBox rule={rule} label="Subscribe to our newsletter" />);
  return { input: screen.getByLabelText('Subscribe to our newsletter'), arrow: screen.getByRole('button', { name: 'Subscribe' }), fetchSpy };
};

describe('SubscribeBox', () => {
  it('starts valid and does not flag an empty field while typing', async () => {
    const { input } = setup('footer');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, 'a');
    await userEvent.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
  });

  it('flags an invalid address on each keystroke and clears the flag once it is valid', async () => {
    const { input } = setup('footer');
    await userEvent.type(input, 'name@example');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(INVALID_EMAIL);
    await userEvent.type(input, '.com');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('arrow click clears a valid address, sends nothing and says so rather than claim a subscription', async () => {
    const { input, arrow, fetchSpy } = setup('newsletter');
    await userEvent.type(input, ' name@example.com ');
    await userEvent.click(arrow);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(NOT_SAVED);
    expect(screen.queryByText(/thank you|subscribed|subscribing/i)).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('typing again takes the note away', async () => {
    const { input, arrow } = setup('newsletter');
    await userEvent.type(input, 'name@example.com');
    await userEvent.click(arrow);
    await userEvent.type(input, 'n');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Enter submits too, and the footer rule accepts an address the browser would not check', async () => {
    const { input, fetchSpy } = setup('footer');
    await userEvent.type(input, 'a@b.c{Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Newsletter sign-up is not open at the moment, so your address was not saved.');
    expect(NOT_SAVED).toBe('Newsletter sign-up is not open at the moment, so your address was not saved.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('applies the footer rule: @ must come before the last dot', async () => {
    const { input, arrow } = setup('footer');
    await userEvent.type(input, 'a.b@c');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(arrow);
    expect(input).toHaveValue('a.b@c');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('arrow click on an empty field flags it', async () => {
    const { input, arrow } = setup('newsletter');
    await userEvent.click(arrow);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
  });

  it('arrow click on an invalid address keeps what was typed', async () => {
    const { input, arrow } = setup('newsletter');
    await userEvent.type(input, 'x y@z.com');
    await userEvent.click(arrow);
    expect(input).toHaveValue('x y@z.com');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SubscribeBox before its scripts arrive', () => {
  const serve = (rule: 'footer' | 'newsletter') => {
    const page = servePage(<SubscribeBox rule={rule} label="Get BBG news in your inbox" />);
    const input = page.host.querySelector('input') as HTMLInputElement;
    const arrow = page.host.querySelector('button') as HTMLButtonElement;
    return { page, input, arrow, form: input.form as HTMLFormElement };
  };

  afterEach(() => {
    window[EARLY_EVENTS_GLOBAL] = [];
  });

  it('is served usable: the field and the arrow are not disabled, and the form is marked for replay', () => {
    const { page, input, arrow, form } = serve('footer');
    expect(input).toBeEnabled();
    expect(arrow).toBeEnabled();
    expect(form).toHaveAttribute(REPLAY_ATTRIBUTE);
    expect(form).not.toHaveAttribute(LIVE_ATTRIBUTE);
    page.unmount();
  });

  // An email field has no caret position to keep (browsers give it no selection API).
  it('keeps an address typed before adoption in the same field, with focus, and goes on from it', async () => {
    const { page, input } = serve('footer');
    typeBeforeAdoption(input, 'name@example');
    await page.adopt();
    expect(page.errors).toEqual([]);
    expect(page.host.querySelector('input')).toBe(input);
    expect(input).toHaveValue('name@example');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
    await userEvent.type(input, '.com');
    expect(input).toHaveValue('name@example.com');
    expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
    page.unmount();
  });

  it('answers Enter pressed on an invalid address before adoption once adopted, with the message, keeping the text', async () => {
    const { page, input, form } = serve('footer');
    typeBeforeAdoption(input, 'name@example');
    holdEarly('submit', form);
    await page.adopt();
    expect(form).toHaveAttribute(LIVE_ATTRIBUTE);
    expect(window[EARLY_EVENTS_GLOBAL]).toEqual([]);
    expect(screen.getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('name@example');
    page.unmount();
  });

  it('replays a held submit of a valid address exactly once, judged on the address typed', async () => {
    const { page, input, form } = serve('newsletter');
    typeBeforeAdoption(input, 'name@example.com');
    const submits = jest.fn();
    form.addEventListener('submit', submits);
    holdEarly('submit', form);
    await page.adopt();
    expect(submits).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(NOT_SAVED);
    expect(screen.queryByText(INVALID_EMAIL)).not.toBeInTheDocument();
    page.unmount();
  });
});
