import { render, screen } from '@testing-library/react';
import { INFORMATION_NOT_FOUND } from '../../content/information-pages';
import { InformationPageSection } from './information-page';

describe('InformationPageSection', () => {
  it('shows the title, the paragraphs, Share and the brand logo opening the brand site in a new tab', () => {
    render(<InformationPageSection id={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByText(/Founded in 2016/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const logo = screen.getByRole('link', { name: 'SPJ website (opens in a new tab)' });
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('shows no logo on id 24, and none where the brand has no site', () => {
    render(<InformationPageSection id={24} />);
    expect(screen.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
  });

  it('adds the airport fashion store section on id 17 only', () => {
    const { unmount } = render(<InformationPageSection id={17} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our airport fashion store' })).toBeInTheDocument();
    unmount();
    render(<InformationPageSection id={15} />);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it("says 'No data found for this ID.' for an unknown id", () => {
    render(<InformationPageSection id={3} />);
    expect(screen.getByRole('alert')).toHaveTextContent(INFORMATION_NOT_FOUND);
    expect(INFORMATION_NOT_FOUND).toBe('No data found for this ID.');
  });

  it('is a region named by its title, or by the label given where the hero carries the same title', () => {
    const { unmount } = render(<InformationPageSection id={2} />);
    expect(screen.getByRole('region', { name: 'SPJ Electronics' })).toBeInTheDocument();
    unmount();
    render(<InformationPageSection id={2} label="About SPJ Electronics" />);
    expect(screen.getByRole('region', { name: 'About SPJ Electronics' })).toContainElement(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' }));
  });
});
