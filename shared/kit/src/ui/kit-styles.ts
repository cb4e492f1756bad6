// The stylesheets of the kit's page frame (hero, sections, headings, buttons) in one defined order: primitives first,
// the parts built on them after, so a part's rules win over the primitives it composes whatever order a page imports
// them in. Every exposed page imports this module first (tools/rspack/create-config.ts), so each of a remote's pages
// and chunks holds these sheets in this order, and a page's own stylesheets come after them. Rspack reports a
// "Conflicting order" when two pages would order kit sheets differently; add a sheet here when it does.
import './visually-hidden/visually-hidden.module.css';
import './eyebrow/eyebrow.module.css';
import './highlight/highlight.module.css';
import './section/section.module.css';
import './section-heading/section-heading.module.css';
import './button/button.module.css';
import './card/card-art.module.css';
import './stat-list/stat-list.module.css';
import './scroll-sections/scroll-sections.module.css';
import './after-hero/after-hero.module.css';
import './hero-frame/hero-stats.module.css';
import './hero-frame/hero-frame.module.css';

export {};
