import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server.node';
import type { ReactElement } from 'react';
import { stubScrollIntoView } from '@bbg/testing';
import { SectionLink } from './section-link';

let scrollIntoView: jest.Mock;

beforeEach(() => {
  scrollIntoView = stubScrollIntoView();
  window.history.replaceState(null, '', '/world-wide');
});

const page = (link: ReactElement) => (
  <>
    {link}
    <section id="next">Next</section>
  </>
);

describe('SectionLink', () => {
  it('is served as a link to its target with the kit button look', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(<SectionLink targetId="next" variant="light">Explore Now</SectionLink>));
    const link = host.querySelector('a');
    expect(link).toHaveAttribute('href', '#next');
    expect(link?.className).toContain('button');
    expect(link?.className).toContain('light');
    expect(host.innerHTML).not.toContain('style=');
  });

  it('leaves a start move to the browser', () => {
    render(page(<SectionLink targetId="next">Explore Now</SectionLink>));
    const click = fireEvent.click(screen.getByRole('link', { name: 'Explore Now' }));
    expect(click).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('centres its target and records its id in the URL once scripts run, but leaves a modified click to the browser', () => {
    render(page(<SectionLink targetId="next" icon aria-label="Next: UAE" block="center">↓</SectionLink>));
    const link = screen.getByRole('link', { name: 'Next: UAE' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();

    expect(fireEvent.click(link)).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('next'));
    expect(window.location.hash).toBe('#next');
  });
});
