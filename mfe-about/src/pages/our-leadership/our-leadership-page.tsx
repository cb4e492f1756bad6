import type { CopyLoaders, PageProps } from '@bbg/contract';
import { BannerPage, type BannerEntry } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';
import { joinById } from '../../content/join-by-id';
import { leaderNames, type LeadershipGroup } from '../../content/leadership';
import { LeaderGroupSection } from './leader-group-section';

/** What /our-leadership says, in whichever language: English's shapes, every language's words. */
interface OurLeadershipCopy {
  readonly banners: { readonly banners: { readonly ourLeadership: BannerEntry } };
  readonly page: { readonly boardOfDirectors: LeadershipGroup; readonly leadershipTeam: LeadershipGroup };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: copyCatalogues<OurLeadershipCopy>({ banners: () => import('../../content/en/banners.json'), page: () => import('../../content/en/leadership.json') }),
  fr: copyCatalogues<OurLeadershipCopy>({ banners: () => import('../../content/fr/banners.json'), page: () => import('../../content/fr/leadership.json') }),
  ar: copyCatalogues<OurLeadershipCopy>({ banners: () => import('../../content/ar/banners.json'), page: () => import('../../content/ar/leadership.json') }),
} satisfies CopyLoaders<OurLeadershipCopy>;

/**
 * /our-leadership: hero 13, the board of directors, the leadership team. The client's route table lists this path nowhere
 * although the menu and /about-us link it; the page exists so that no link of the site is dead. The leaders' names are
 * the same in every language.
 */
export function Page({ copy: { banners, page } }: PageProps<OurLeadershipCopy>) {
  const { boardOfDirectors, leadershipTeam } = page;
  return (
    <BannerPage hero={banners.banners.ourLeadership}>
      <LeaderGroupSection group={boardOfDirectors} members={joinById(boardOfDirectors.members, leaderNames)} tone="tinted" />
      <LeaderGroupSection group={leadershipTeam} members={joinById(leadershipTeam.members, leaderNames)} tone="plain" />
    </BannerPage>
  );
}
