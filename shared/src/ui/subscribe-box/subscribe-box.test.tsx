import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVALID_EMAIL } from '../../validation/email-rules';
import { NOT_SAVED, SubscribeBox } from './subscribe-box';

const setup = (rule: 'footer' | 'newsletter') => {
  const fetchSpy = jest.fn();
  global.fetch = fetchSpy;
  render(<SubscribeBox rule={rule} label="Subscribe to our newsletter" />);
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
