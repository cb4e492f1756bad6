import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server.node';
import { officeDetails, withDetails } from '../../content/contact-offices';
import english from '../../content/en/contact-offices.json';
import { mapPointers } from '../../content/office-map.generated';
import { OfficeMap } from './office-map';

const contactOffices = withDetails(english.contactOffices, officeDetails);
const officeAt = (index: number) => {
  const office = contactOffices[index];
  if (!office) throw new Error(`no office ${index}`);
  return office;
};

const map = () => <OfficeMap offices={contactOffices} positions={mapPointers} initialId={-1} mapAlt="Map of Africa" />;
const pointer = (country: string) => screen.getByRole('button', { name: country });

describe('OfficeMap', () => {
  it('opens a card on focus and closes it on Escape', () => {
    render(map());
    const first = officeAt(0);
    fireEvent.focus(pointer(first.country));
    expect(pointer(first.country)).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(pointer(first.country), { key: 'Escape' });
    expect(pointer(first.country)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the card of a pointer focused before the scripts adopted the served page', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(map());
    const last = officeAt(1);
    pointer(last.country).focus();
    expect(pointer(last.country)).toHaveAttribute('aria-expanded', 'false');
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, map(), { onRecoverableError: (error) => errors.push(error) }));
    expect(pointer(last.country)).toHaveAttribute('aria-expanded', 'true');
    expect(errors).toEqual([]);
    act(() => root.unmount());
    host.remove();
  });
  it('adopts the card a tap before adoption opened (the boot script), without a mismatch or a second change', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = renderToString(<OfficeMap offices={contactOffices} positions={mapPointers} initialId={officeAt(0).id} mapAlt="Map of Africa" />);
    const [first, second] = [officeAt(0), officeAt(1)];
    // What the boot script leaves after a tap on the second pointer (shell/src/boot/disclose.ts).
    for (const [office, open] of [[first, false], [second, true]] as const) {
      pointer(office.country).setAttribute('aria-expanded', String(open));
      document.getElementById(`office-card-${office.id}`)?.toggleAttribute('hidden', !open);
    }
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(host, <OfficeMap offices={contactOffices} positions={mapPointers} initialId={first.id} mapAlt="Map of Africa" />, { onRecoverableError: recoverable }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(pointer(second.country)).toHaveAttribute('aria-expanded', 'true');
    expect(pointer(first.country)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: second.country })).toBeVisible();
    fireEvent.focus(pointer(first.country));
    expect(pointer(first.country)).toHaveAttribute('aria-expanded', 'true');
    expect(pointer(second.country)).toHaveAttribute('aria-expanded', 'false');
    errors.mockRestore();
    act(() => root.unmount());
    host.remove();
  });
});
