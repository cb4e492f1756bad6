import { screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import { INITIAL_POINTER_ID } from '../../content/contact-offices';
import * as page from './contact-us-page';

// The phone picker and the map make a large page for role queries on a busy machine.
jest.setTimeout(20_000);

describe('contact us page', () => {
  it('reports loaded and shows the form under one h1, the social links, then the offices with India open', async () => {
    const { loadedFlag } = await renderPageModule(page, '/contact-us');
    expect(loadedFlag).toHaveTextContent('loaded');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Stay in Touch' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Country selector' })).toHaveAttribute('title', 'India');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Follow us' })).toBeInTheDocument();
    for (const network of ['Instagram', 'Facebook', 'LinkedIn']) expect(screen.getByRole('link', { name: new RegExp(network) })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Find us across Africa and Asia' })).toBeInTheDocument();
    const india = screen.getByRole('button', { name: 'India' });
    expect(india).toHaveAttribute('aria-expanded', 'true');
    const card = document.getElementById(india.getAttribute('aria-controls') ?? '');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { level: 3, name: 'India' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Jaipur' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByRole('link', { name: '+91\u00a0141\u00a0400\u00a05000' })).toHaveAttribute('href', 'tel:+911414005000');
  });

  it('speaks French under /fr/', async () => {
    const { form, countries } = await page.copy.fr();
    const frenchForm = form.contactFormCopy;
    const frenchCountryNames = countries.phoneCountryNames;
    await renderPageModule(page, '/contact-us', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: frenchForm.title })).toBeInTheDocument();
    expect(screen.getByLabelText(frenchForm.fullName)).toBeRequired();
    expect(screen.getByRole('combobox', { name: frenchForm.countrySelector })).toHaveAttribute('title', frenchCountryNames.IN);
    expect(screen.getByRole('button', { name: frenchForm.submit })).toBeEnabled();
  });

  it('speaks Arabic under /ar/, with the addresses and numbers left to right', async () => {
    const arabic = await page.copy.ar();
    const arabicForm = arabic.form.contactFormCopy;
    const arabicOffices = arabic.offices.contactOffices;
    const arabicOfficesCopy = arabic.page.officesCopy;
    await renderPageModule(page, '/contact-us', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: arabicForm.title })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: arabicForm.countrySelector })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: arabicOfficesCopy.title })).toBeInTheDocument();
    const india = arabicOffices.find((office) => office.id === INITIAL_POINTER_ID);
    if (!india) throw new Error('no India');
    const pointer = screen.getByRole('button', { name: india.country });
    expect(pointer).toHaveAttribute('aria-expanded', 'true');
    const card = document.getElementById(pointer.getAttribute('aria-controls') ?? '');
    if (!card) throw new Error('no card');
    const phone = within(card).getByRole('link', { name: '+91\u00a0141\u00a0400\u00a05000' });
    expect(phone.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('4th Floor, Corporate Park, Tonk Road, Jaipur, Rajasthan 302018')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(arabicForm.phone).closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
