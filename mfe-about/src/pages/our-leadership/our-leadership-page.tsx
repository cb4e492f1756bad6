import { BannerPage } from '@bbg/kit';
import { banners } from '../../content/banners';
import { boardOfDirectors, leadershipTeam } from '../../content/leadership';
import { LeaderGroupSection } from './leader-group-section';

/**
 * /our-leadership: hero 13, the board of directors, the leadership team. The client's route table lists this path nowhere
 * although the menu and /about-us link it; the page exists so that no link of the site is dead.
 */
export function Page() {
  return (
    <BannerPage hero={banners.ourLeadership}>
      <LeaderGroupSection group={boardOfDirectors} tone="tinted" />
      <LeaderGroupSection group={leadershipTeam} tone="plain" />
    </BannerPage>
  );
}
