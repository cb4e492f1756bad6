import { VisuallyHidden, Button, Section, SectionHeading, Accordion } from '@bbg/kit';
import { useHomeCopy } from '../home-copy';
import loopMp4 from '../../../assets/home/belief-loop.mp4';
import loopWebm from '../../../assets/home/belief-loop.webm';
import poster from '../../../assets/home/belief-poster.webp';
import { BackgroundVideo } from './background-video';
import styles from './about-section.module.css';


/** Believe, inspire, value over the background loop; the About Us blurb; the four facts, one open at a time. */
export function AboutSection() {
  const { aboutBlurb, beliefWords, homeFacts } = useHomeCopy().about;
  const facts = homeFacts.map((fact) => ({ id: fact.id, title: fact.title, content: <p>{fact.text}</p> }));
  return (
    <Section as="div" height="full" tone="lilac">
      <div className={styles.about}>
        <div className={styles.stage}>
          <BackgroundVideo webm={loopWebm} mp4={loopMp4} poster={poster} width={640} height={360} />
          <p className={styles.words}>
            {beliefWords.map((word) => (
              <span key={word} className={styles.word}>
                {word}
              </span>
            ))}
          </p>
        </div>
        <div className={styles.body}>
          <SectionHeading eyebrow={aboutBlurb.eyebrow} title={aboutBlurb.title} />
          {aboutBlurb.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
          <Button className={styles.more} to={aboutBlurb.link}>
            {aboutBlurb.linkText}
            {/* The visible words alone say nowhere where the link leads: a screen reader's link list (and search) hears it. */}
            <VisuallyHidden> {aboutBlurb.linkContext}</VisuallyHidden>
          </Button>
          <Accordion items={facts} defaultOpenId={facts[0]?.id} />
        </div>
      </div>
    </Section>
  );
}
