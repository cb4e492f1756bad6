import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewBar } from './preview-bar';

describe('PreviewBar', () => {
  it('names the section and the version, and Exit ends the preview', async () => {
    const onExit = jest.fn();
    render(<PreviewBar outcome={{ preview: { remote: 'brands', version: '1.0.1-bbbbbbbbbbbb', section: 'Brands' } }} onExit={onExit} />);
    const bar = screen.getByRole('region', { name: 'Preview' });
    expect(bar).toHaveTextContent('Preview: Brands 1.0.1-bbbbbbbbbbbb');
    await userEvent.click(screen.getByRole('button', { name: 'Exit' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('says why a link was ignored', () => {
    render(<PreviewBar outcome={{ refused: 'Brands 9.9.9-999999999999 is not a staged version. The live site is shown.' }} onExit={() => undefined} />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Preview not started: Brands 9.9.9-999999999999 is not a staged version. The live site is shown.');
  });
});
