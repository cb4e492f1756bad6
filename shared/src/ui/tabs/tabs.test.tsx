import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { tabPanelProps, Tabs } from './tabs';

const tabs = [
  { id: 'all', label: 'All brands' },
  { id: 'travels', label: 'Travels' },
  { id: 'it', label: 'IT' },
];

function Harness({ onChange }: { readonly onChange: (id: string) => void }) {
  const [active, setActive] = useState('all');
  return (
    <>
      <Tabs label="Brand categories" tabs={tabs} activeId={active} onChange={(id) => { onChange(id); setActive(id); }} />
      <div {...tabPanelProps(active)}>{active} panel</div>
    </>
  );
}

describe('Tabs', () => {
  it('selects a tab on click, and clicking the active tab does nothing', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'All brands' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('tab', { name: 'Travels' }));
    expect(onChange).toHaveBeenCalledWith('travels');
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Travels' })).toHaveTextContent('travels panel');
  });

  it('moves with the arrow keys, wrapping, and with Home and End', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('tab', { name: 'All brands' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'IT' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All brands' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Travels' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('it');
  });
});
