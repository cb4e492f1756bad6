import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

describe('FormField', () => {
  it('ties its label to the control and marks a required field', () => {
    render(<FormField label="Email" required>{(control) => <input {...control} type="email" />}</FormField>);
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its error under the control and reads it with it', () => {
    render(
      <FormField label="Phone" error="Invalid Phone Number" alert id="phone">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Invalid Phone Number');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Phone Number');
  });

  it('reads an error checked as the visitor types with the control, without announcing it as an alert', () => {
    render(<FormField label="Phone" error="Invalid Phone Number">{(control) => <input {...control} />}</FormField>);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Invalid Phone Number');
    expect(screen.getByText('Invalid Phone Number')).not.toHaveAttribute('role');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a hint after the label', () => {
    render(<FormField label="Website" hint="(optional)">{(control) => <input {...control} />}</FormField>);
    expect(screen.getByLabelText('Website (optional)')).toBeInTheDocument();
  });
});
