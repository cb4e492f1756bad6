import { ArrowUpRight, BookOpen, Package, Plane, ShieldCheck, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { ExternalHref } from '@bbg/contract';
import { ExternalLink, Highlight } from '@bbg/kit';
import type { BrandSlide, SlideButtonImage } from '../../content/brand-slides';
import { ArtBackdrop } from '../hero-pages/art-backdrop';
import { DarkCopy } from '../hero-pages/dark-copy';
import styles from './brand-slide-card.module.css';

const buttonIcons: Record<SlideButtonImage, LucideIcon> = {
  arrow: ArrowUpRight,
  book: BookOpen,
  shield: ShieldCheck,
  bag: ShoppingBag,
  plane: Plane,
  box: Package,
};

/**
 * One brand slide: the brand as subtitle, the highlight heading, its paragraphs and the button to the brand's site
 * (`site`; `newTabNote`: what screen readers hear after it).
 */
export function BrandSlideCard({ slide, site, newTabNote }: { readonly slide: BrandSlide; readonly site: ExternalHref; readonly newTabNote: string }) {
  return (
    <article className={styles.slide}>
      <ArtBackdrop topic={slide.backgroundImage} />
      <DarkCopy
        className={styles.content}
        eyebrow={slide.subtitle}
        heading="h3"
        headingClassName={styles.title}
        title={
          <>
            {slide.title} <Highlight color={slide.highlightColor}>{slide.highlight}</Highlight>
          </>
        }
        paragraphs={slide.description}
        links={(linkClassName) =>
          slide.buttons.map((button) => {
            const Icon = buttonIcons[button.image];
            return (
              <ExternalLink key={button.text} className={linkClassName} href={site} note={newTabNote}>
                {button.text}
                <Icon aria-hidden="true" size={20} />
              </ExternalLink>
            );
          })
        }
      />
    </article>
  );
}
