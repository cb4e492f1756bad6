import { ArrowUpRight, BookOpen, Package, Plane, ShieldCheck, ShoppingBag, type LucideIcon } from 'lucide-react';
import { ExternalLink } from '@bbg/shared/ui/external-link/external-link';
import type { BrandSlide, SlideButtonImage } from '../../content/brand-slides';
import { ArtBackdrop } from '../hero-pages/art-backdrop';
import copy from '../hero-pages/dark-copy.module.css';
import { Highlight } from '../hero-pages/highlight';
import styles from './brand-slide-card.module.css';

const buttonIcons: Record<SlideButtonImage, LucideIcon> = {
  arrow: ArrowUpRight,
  book: BookOpen,
  shield: ShieldCheck,
  bag: ShoppingBag,
  plane: Plane,
  box: Package,
};

/** One brand slide: the brand as subtitle, the highlight heading, its paragraphs and the button to the brand's site. */
export function BrandSlideCard({ slide }: { readonly slide: BrandSlide }) {
  return (
    <article className={styles.slide}>
      <ArtBackdrop topic={slide.backgroundImage} />
      <div className={`${copy.content} ${styles.content}`}>
        <p className={copy.eyebrow}>{slide.subtitle}</p>
        <h3 className={`${copy.title} ${styles.title}`}>
          {slide.title} <Highlight text={slide.highlight} color={slide.highlightColor} />
        </h3>
        {slide.description.map((paragraph) => (
          <p key={paragraph} className={copy.description}>
            {paragraph}
          </p>
        ))}
        {slide.buttons.map((button) => {
          const Icon = buttonIcons[button.image];
          return (
            <ExternalLink key={button.text} className={copy.button} href={button.link}>
              {button.text}
              <Icon aria-hidden="true" size={20} />
            </ExternalLink>
          );
        })}
      </div>
    </article>
  );
}
