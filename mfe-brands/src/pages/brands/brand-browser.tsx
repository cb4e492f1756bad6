import { useRef, useState } from 'react';
import { replayProps, useLivePart } from '@bbg/runtime';
import { CardGrid, Section, SectionHeading, Tabs, tabPanelProps, type TabItem } from '@bbg/kit';
import { brandDirectory, brandsInCategory, type BrandBlurb, type BrandCategory, type BrandCategoryId, type DirectoryBrand } from '../../content/brand-directory';
import { ALL_BRANDS_ID, type AllBrandsTab, type BrandBrowserCopy } from '../../content/brands-page';
import { BrandCard } from './brand-card';
import styles from './brand-browser.module.css';

type TabId = BrandCategoryId | typeof ALL_BRANDS_ID;

interface BrandBrowserProps {
  readonly copy: BrandBrowserCopy;
  /** The first tab, which shows every brand. */
  readonly allTab: AllBrandsTab;
  readonly categories: readonly BrandCategory[];
  /** What each brand's card says, by the brand's id. */
  readonly blurbs: Readonly<Record<string, BrandBlurb>>;
}

const brandsFor = (tab: TabId): readonly DirectoryBrand[] => (tab === ALL_BRANDS_ID ? brandDirectory : brandsInCategory(tab));

/** The brand browser: All brands and one tab per category (kit Tabs: one active, arrows move between them). */
export function BrandBrowser({ copy, allTab, categories, blurbs }: BrandBrowserProps) {
  const [active, setActive] = useState<TabId>(ALL_BRANDS_ID);
  const panel = useRef<HTMLDivElement>(null);
  // A brand's About toggle tapped before adoption is held, then pressed again here, once.
  useLivePart(panel);
  const tabs: readonly TabItem[] = [allTab, ...categories.map((category) => ({ id: category.id, label: category.name }))];
  const isTab = (id: string): id is TabId => tabs.some((tab) => tab.id === id);
  return (
    <Section as="div" tone="lilac" height="full">
      <SectionHeading eyebrow={copy.eyebrow} title={copy.title} highlight={copy.highlight} />
      <Tabs label={copy.tabsLabel} tabs={tabs} activeId={active} onChange={(id) => (isTab(id) ? setActive(id) : undefined)} />
      <div ref={panel} {...tabPanelProps(active)} className={styles.panel} {...replayProps}>
        <CardGrid columns={4}>
          {brandsFor(active).map((brand) => (
            <li key={brand.id}>
              <BrandCard brand={brand} blurb={blurbs[brand.id]} aboutLabel={copy.aboutButton} />
            </li>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
