import { fireEvent, screen } from '@testing-library/react';
import { renderWithKitWords } from '@bbg/testing';
import userEvent from '@testing-library/user-event';
import { KitWordsProvider } from '@bbg/platform';
import { kitWords } from '../../content/kit-words';
import { useValidityWords } from './use-validity-words';

const french = {
  ...kitWords,
  validation: {
    required: 'Veuillez renseigner ce champ.',
    choose: 'Veuillez choisir une option dans la liste.',
    check: 'Veuillez cocher cette case pour continuer.',
    email: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.',
  },
};

const sent = jest.fn();

function Form() {
  return (
    <form
      aria-label="Enquiry"
      {...useValidityWords()}
      onSubmit={(event) => {
        event.preventDefault();
        sent();
      }}
    >
      <input aria-label="Name" name="name" required />
      <input aria-label="Email" name="email" type="email" required />
      <select aria-label="Country" name="country" required>
        <option value="">Choose</option>
        <option value="FR">France</option>
      </select>
      <input aria-label="Terms" name="terms" type="checkbox" required />
      <button type="submit">Send</button>
    </form>
  );
}

const control = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('useValidityWords', () => {
  it('words each refused control in the document’s language, not the browser’s', async () => {
    renderWithKitWords(
      <KitWordsProvider words={french}>
        <Form />
      </KitWordsProvider>,
    );
    await userEvent.type(control('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(control('Name').validationMessage).toBe('Veuillez renseigner ce champ.');
    expect(control('Email').validationMessage).toBe('Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.');
    expect(control('Country').validationMessage).toBe('Veuillez choisir une option dans la liste.');
    expect(control('Terms').validationMessage).toBe('Veuillez cocher cette case pour continuer.');
  });

  it('lets the browser judge a control afresh once the visitor changes it', async () => {
    renderWithKitWords(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(control('Name').validationMessage).toBe(kitWords.validation.required);
    await userEvent.type(control('Name'), 'Amira');
    expect(control('Name').validity.valid).toBe(true);
    fireEvent.change(control('Country'), { target: { value: 'FR' } });
    fireEvent.input(control('Country'));
    expect(control('Country').validity.valid).toBe(true);
    await userEvent.click(control('Terms'));
    expect(control('Terms').validity.valid).toBe(true);
  });

  it('serves the form without the browser\'s own check and makes it itself on submit: a refused form is never sent', async () => {
    sent.mockClear();
    renderWithKitWords(
      <KitWordsProvider words={french}>
        <Form />
      </KitWordsProvider>,
    );
    const form = screen.getByRole('form', { name: 'Enquiry' });
    expect(form).toHaveAttribute('novalidate');
    fireEvent.submit(form);
    expect(sent).not.toHaveBeenCalled();
    expect(control('Name').validationMessage).toBe('Veuillez renseigner ce champ.');
    await userEvent.type(control('Name'), 'Amira');
    await userEvent.type(control('Email'), 'amira@example.com');
    fireEvent.change(control('Country'), { target: { value: 'FR' } });
    fireEvent.input(control('Country'));
    await userEvent.click(control('Terms'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
