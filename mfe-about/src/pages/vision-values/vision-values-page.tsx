import { OverviewPage } from '../../components/overview-page/overview-page';
import { visionValuesPage } from '../../content/overview-pages';
import { coreValues, valuesHeading, visionCard } from '../../content/vision-values';
import { ValuesSection } from './values-section';
import { VisionSection } from './vision-section';

/** /vision-values: hero 10, the vision card, the values carousel, overview 24, news cards. */
export function Page() {
  return (
    <OverviewPage
      page={visionValuesPage}
      lead={
        <>
          <VisionSection card={visionCard} />
          <ValuesSection heading={valuesHeading} values={coreValues} />
        </>
      }
    />
  );
}
