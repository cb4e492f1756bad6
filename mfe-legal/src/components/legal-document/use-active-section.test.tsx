import { act, render, screen } from '@testing-library/react';
import { stubIntersectionObserver, type IntersectionObserverStub } from '@bbg/testing';
import { useActiveSection } from './use-active-section';

function Probe({ ids }: { readonly ids: readonly string[] }) {
  const active = useActiveSection(ids);
  return (
    <>
      {ids.map((id) => (
        <section key={id} data-section={id} aria-label={id} />
      ))}
      <output aria-label="active">{active ?? 'none'}</output>
    </>
  );
}

describe('useActiveSection', () => {
  let observers: IntersectionObserverStub;
  beforeEach(() => {
    observers = stubIntersectionObserver();
  });

  it('marks the first section crossing the reading line, and none when none does', () => {
    const { unmount } = render(<Probe ids={['one', 'two', 'three']} />);
    const observer = observers.last!;
    expect(observer.observed.map((el) => el.getAttribute('data-section'))).toEqual(['one', 'two', 'three']);
    expect(observer.options.rootMargin).toBe('-33% 0px -66% 0px');
    const active = screen.getByRole('status', { name: 'active' });
    expect(active).toHaveTextContent('none');

    const [one, two, three] = observer.observed as [Element, Element, Element];
    act(() => observer.report([{ target: two, isIntersecting: true }]));
    expect(active).toHaveTextContent('two');
    act(() => observer.report([{ target: three, isIntersecting: true }, { target: one, isIntersecting: true }]));
    expect(active).toHaveTextContent('one');
    act(() => observer.report([{ target: one, isIntersecting: false }, { target: two, isIntersecting: false }]));
    expect(active).toHaveTextContent('three');
    act(() => observer.report([{ target: three, isIntersecting: false }]));
    expect(active).toHaveTextContent('none');

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('marks nothing without IntersectionObserver', () => {
    delete (window as Partial<typeof window>).IntersectionObserver;
    render(<Probe ids={['one']} />);
    expect(screen.getByRole('status', { name: 'active' })).toHaveTextContent('none');
  });
});
