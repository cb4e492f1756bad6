import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestRouter } from '@bbg/testing';
import { Button } from './button';

describe('Button', () => {
  it('is a button of type button unless told otherwise, and runs its handler', async () => {
    const pressed = jest.fn();
    render(
      <>
        <Button onClick={pressed}>Press</Button>
        <Button type="submit">Send</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Press' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    await userEvent.click(screen.getByRole('button', { name: 'Press' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('is an internal link with `to` and a new-tab link with `href`', () => {
    render(
      <TestRouter initialEntries={['/']}>
        <Button to="/brands">Our brands</Button>
        <Button href="https://example.com/">Elsewhere</Button>
      </TestRouter>,
    );
    expect(screen.getByRole('link', { name: 'Our brands' })).toHaveAttribute('href', '/brands');
    expect(screen.getByRole('link', { name: 'Our brands' })).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: 'Elsewhere' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes its look from variant, size and icon, and keeps the caller class', () => {
    render(
      <Button variant="light" size="lg" icon className="mine" aria-label="Close">
        x
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.className).toMatch(/\blight\b/);
    expect(button.className).toMatch(/\blg\b/);
    expect(button.className).toMatch(/\bicon\b/);
    expect(button.className).toMatch(/\bmine\b/);
  });
});
