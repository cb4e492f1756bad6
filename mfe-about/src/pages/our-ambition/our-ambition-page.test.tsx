import { screen, within } from '@testing-library/react';
import { socialLinks } from '@bbg/contract';
import { renderPage } from '@bbg/testing';
import { ambitions } from '../../content/ambitions';
import { AmbitionSections } from './ambition-sections';
import { Page } from './our-ambition-page';

describe('our ambition page', () => {
  it('shows the objectives, the eight values with the hashtag, and Share once the hero has loaded', () => {
    const { loadHero } = renderPage(<Page />, '/our-ambition');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Ambition' })).toBeInTheDocument();
    loadHero();

    const objectives = screen.getByRole('region', { name: 'Our objectives' });
    expect(within(objectives).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(objectives).getByRole('heading', { name: 'Promoting Sustainable Travel' })).toBeInTheDocument();
    const values = screen.getByRole('region', { name: 'The values behind our ambition' });
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(values).getByText(/#ExperienceBBG/)).toBeInTheDocument();
    expect(within(values).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it("shares to the group's Instagram profile", () => {
    const { loadHero } = renderPage(<Page />, '/our-ambition');
    loadHero();
    expect(screen.getByRole('link', { name: /Share on Instagram/, hidden: true })).toHaveAttribute('href', socialLinks.instagram);
  });

  it('says so in place of an ambition with neither objectives nor values', () => {
    renderPage(<AmbitionSections ambition={{ ...ambitions.ourAmbition, objectives: [], objectives2: [] }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Data not found for the given ID.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
