import { fireEvent, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '@bbg/testing';
import { WithHomeCopy } from '../home-copy.fixture';
import { BackgroundVideo } from './background-video';

const setReducedMotion = (reduce: boolean) => stubMatchMedia(reduce);

describe('BackgroundVideo', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;
  beforeEach(() => {
    play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  const renderVideo = () =>
    render(
      <WithHomeCopy>
        <BackgroundVideo webm="loop.webm" mp4="loop.mp4" poster="poster.webp" width={640} height={360} />
      </WithHomeCopy>,
    );

  it('is a muted, looping, inline, decorative loop over a lazy poster picture, with both sources', () => {
    setReducedMotion(false);
    const { container } = renderVideo();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('poster');
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', 'poster.webp');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('alt', '');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect([...container.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
  });

  it('plays by itself and pauses from its control', () => {
    setReducedMotion(false);
    renderVideo();
    expect(play).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
  });

  it('stays on its poster under reduced motion until Play is pressed', () => {
    setReducedMotion(true);
    renderVideo();
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
