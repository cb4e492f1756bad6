import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithHomeCopy } from '../home-copy.fixture';
import { PhotoOverlay } from './photo-overlay';

const photo = { id: 'culture-1', album: 'Culture', image: 'people', alt: 'Culture 1: Team members on stage' } as const;

function renderOverlay() {
  const onClose = jest.fn();
  const onFocusLeave = jest.fn();
  render(
    <WithHomeCopy>
      <button type="button">Before</button>
      <PhotoOverlay photo={photo} takeFocus onClose={onClose} onFocusLeave={onFocusLeave} onPointerEnter={() => undefined} onPointerLeave={() => undefined} />
      <button type="button">After</button>
    </WithHomeCopy>,
  );
  return { onClose, onFocusLeave };
}

describe('PhotoOverlay', () => {
  it('takes focus when opened by keyboard, and Escape closes it', async () => {
    const { onClose } = renderOverlay();
    expect(screen.getByRole('button', { name: 'Close enlarged photo' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when focus leaves it either way, so nothing focused is hidden under it', async () => {
    const { onFocusLeave } = renderOverlay();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(onFocusLeave).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Close enlarged photo' }).focus());
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    expect(onFocusLeave).toHaveBeenCalledTimes(2);
  });
});
