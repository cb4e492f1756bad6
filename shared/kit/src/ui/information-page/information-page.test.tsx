import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { InformationPage } from '../../content/information-pages';
import { TestPlatform } from '@bbg/testing';
import { InformationPageSection } from './information-page';

const spj = { pageName: 'SPJ', id: 2, title: 'SPJ Electronics', logo: 'SPJ', link: 'https://spj.example', description: ['Founded in 2016, SPJ distributes consumer electronics.', 'Reliable supply and fair prices.'] } as const satisfies InformationPage;
const vision = { pageName: 'Vision & Values', id: 24, title: 'Our vision', description: ['Great People + Great Experience = Great Organization.'] } as const satisfies InformationPage;
const fashion = { pageName: 'Fashion', id: 17, title: 'Fashion at BBG', description: ['Yashika Fashion is the group\u2019s fashion retail brand.'], store: { title: 'Our airport fashion store', description: 'Travellers pick up the season\u2019s looks between flights.' } } as const satisfies InformationPage;

const render = (ui: ReactElement) => renderDom(ui, { wrapper: TestPlatform });

describe('InformationPageSection', () => {
  it('shows the title, the paragraphs, Share and the brand logo opening the brand site in a new tab', () => {
    render(<InformationPageSection page={spj} />);
    expect(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' })).toBeInTheDocument();
    expect(screen.getByText(/Founded in 2016/)).toBeInTheDocument();
    expect(screen.getByText('Reliable supply and fair prices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const logo = screen.getByRole('link', { name: 'SPJ website (opens in a new tab)' });
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo).toHaveAttribute('href', 'https://spj.example');
  });

  it('shows no logo where the page has none', () => {
    render(<InformationPageSection page={vision} />);
    expect(screen.queryByRole('link', { name: /website/ })).not.toBeInTheDocument();
  });

  it('adds the store section where the page has one, only there', () => {
    const { unmount } = render(<InformationPageSection page={fashion} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our airport fashion store' })).toBeInTheDocument();
    expect(screen.getByText('Travellers pick up the season\u2019s looks between flights.')).toBeInTheDocument();
    unmount();
    render(<InformationPageSection page={spj} />);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('is a region named by its title, or by the label given where the hero carries the same title', () => {
    const { unmount } = render(<InformationPageSection page={spj} />);
    expect(screen.getByRole('region', { name: 'SPJ Electronics' })).toBeInTheDocument();
    unmount();
    render(<InformationPageSection page={spj} label="About SPJ Electronics" />);
    expect(screen.getByRole('region', { name: 'About SPJ Electronics' })).toContainElement(screen.getByRole('heading', { level: 2, name: 'SPJ Electronics' }));
  });
});
