import { act, render, screen } from '@testing-library/react';
import { CENTER_BAND_MARGIN, useInCenterBand } from './use-center-band';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let callback: Callback = () => undefined;
let options: IntersectionObserverInit | undefined;

beforeEach(() => {
  window.IntersectionObserver = jest.fn((cb: Callback, init?: IntersectionObserverInit) => {
    callback = cb;
    options = init;
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

function Probe() {
  const { ref, inBand } = useInCenterBand<HTMLDivElement>();
  return <div ref={ref}>{inBand ? 'bright' : 'dim'}</div>;
}

describe('useInCenterBand', () => {
  it('watches the central 20 to 80 percent of the viewport width', () => {
    render(<Probe />);
    expect(CENTER_BAND_MARGIN).toBe('0px -20% 0px -20%');
    expect(options?.rootMargin).toBe(CENTER_BAND_MARGIN);
  });

  it('dims when less than half of the logo is inside the band', () => {
    render(<Probe />);
    act(() => callback([{ isIntersecting: true, intersectionRatio: 0.3 }]));
    expect(screen.getByText('dim')).toBeInTheDocument();
    act(() => callback([{ isIntersecting: true, intersectionRatio: 0.8 }]));
    expect(screen.getByText('bright')).toBeInTheDocument();
    act(() => callback([{ isIntersecting: false, intersectionRatio: 0 }]));
    expect(screen.getByText('dim')).toBeInTheDocument();
  });
});
