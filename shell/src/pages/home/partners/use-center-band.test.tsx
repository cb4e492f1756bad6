import { act, render, screen } from '@testing-library/react';
import { stubIntersectionObserver, type IntersectionObserverStub } from '@bbg/testing';
import { CENTER_BAND_MARGIN, useInCenterBand } from './use-center-band';

let observers: IntersectionObserverStub;
beforeEach(() => {
  observers = stubIntersectionObserver();
});
const report = (entry: Partial<IntersectionObserverEntry>) => observers.last?.report([entry]);

function Probe() {
  const { ref, inBand } = useInCenterBand<HTMLDivElement>();
  return <div ref={ref}>{inBand ? 'bright' : 'dim'}</div>;
}

describe('useInCenterBand', () => {
  it('watches the central 20 to 80 percent of the viewport width', () => {
    render(<Probe />);
    expect(CENTER_BAND_MARGIN).toBe('0px -20% 0px -20%');
    expect(observers.last?.options.rootMargin).toBe(CENTER_BAND_MARGIN);
  });

  it('dims when less than half of the logo is inside the band', () => {
    render(<Probe />);
    act(() => report({ isIntersecting: true, intersectionRatio: 0.3 }));
    expect(screen.getByText('dim')).toBeInTheDocument();
    act(() => report({ isIntersecting: true, intersectionRatio: 0.8 }));
    expect(screen.getByText('bright')).toBeInTheDocument();
    act(() => report({ isIntersecting: false, intersectionRatio: 0 }));
    expect(screen.getByText('dim')).toBeInTheDocument();
  });
});
