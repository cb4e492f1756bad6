// Test fixture: the legal team's change that adds /cookie-policy, made as the README's "Add a page" recipe says,
// every file inside mfe-legal/. The built test applies it to a copy of the repository.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Replaces `anchor` in a file of the checkout with `anchor` plus `added`, failing if the anchor has moved. */
function addAfter(checkout: string, file: string, anchor: string, added: string): void {
  const path = join(checkout, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(anchor)) throw new Error(`${file} no longer has ${JSON.stringify(anchor)}: update legal-page.fixture.ts`);
  writeFileSync(path, text.replace(anchor, `${anchor}${added}`));
}

/** The policy in one locale, as its JSON catalogue: the team writes every locale's words, English's shape in each. */
const catalogue = (locale: 'en' | 'fr' | 'ar'): string => {
  const words = {
    en: ['Cookie Policy', 'This page explains which cookies the BBG website sets, and why.', 'What we set', 'The website remembers that you have visited, so the opening animation plays once.', 'Questions', 'Write to us through ', 'our contact page'],
    fr: ['Politique relative aux cookies', 'Cette page explique quels cookies le site de BBG dépose, et pourquoi.', 'Ce que nous déposons', 'Le site se souvient de votre visite, pour que l’animation d’ouverture ne se joue qu’une fois.', 'Questions', 'Écrivez-nous depuis ', 'notre page de contact'],
    ar: ['سياسة ملفات تعريف الارتباط', 'توضح هذه الصفحة ملفات تعريف الارتباط التي يضعها موقع BBG وسبب ذلك.', 'ما نضعه', 'يتذكر الموقع أنك زرته، فلا تُعرض الحركة الافتتاحية إلا مرة واحدة.', 'أسئلة', 'راسلنا عبر ', 'صفحة التواصل'],
  }[locale];
  const [title, intro, setHeading, setBody, questions, writeTo, contactPage] = words;
  const cookiePolicy = {
    title,
    intro: [intro],
    sections: [
      { id: 'what-we-set', heading: setHeading, body: [setBody] },
      { id: 'questions', heading: questions, body: [[writeTo, { text: contactPage, to: '/contact-us' }, '.']] },
    ],
  };
  return `${JSON.stringify({ cookiePolicy }, null, 2)}\n`;
};

/** A route's title and description added to a locale's route heads (a JSON object by path). */
function addRouteHead(checkout: string, locale: 'fr' | 'ar', title: string, description: string): void {
  const path = join(checkout, `mfe-legal/src/content/${locale}/route-heads.json`);
  const heads = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  writeFileSync(path, `${JSON.stringify({ ...heads, '/cookie-policy': { title, description } }, null, 2)}\n`);
}

const page = `import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyCatalogues } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface CookieCopy {
  readonly page: { readonly cookiePolicy: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

export const copy = {
  en: copyCatalogues<CookieCopy>({ page: () => import('../../content/en/cookie-policy.json'), labels: () => import('../../content/en/legal-labels.json') }),
  fr: copyCatalogues<CookieCopy>({ page: () => import('../../content/fr/cookie-policy.json'), labels: () => import('../../content/fr/legal-labels.json') }),
  ar: copyCatalogues<CookieCopy>({ page: () => import('../../content/ar/cookie-policy.json'), labels: () => import('../../content/ar/legal-labels.json') }),
} satisfies CopyLoaders<CookieCopy>;

export function Page({ copy: { page, labels } }: PageProps<CookieCopy>) {
  useReportPageLoaded();
  return <LegalDocumentView document={page.cookiePolicy} labels={labels.legalLabels} />;
}
`;

const pageTest = `import { screen } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import * as page from './cookie-policy-page';

describe('cookie policy page', () => {
  it('shows the policy under one h1, and links to the contact page of another section', async () => {
    await renderPageModule(page, '/cookie-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact-us');
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '/cookie-policy', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة ملفات تعريف الارتباط' })).toBeInTheDocument();
  });
});
`;

/** Adds the cookie policy page to mfe-legal in `checkout`: its path, page entry, route, page, test, copy and README row. */
export function addCookiePolicyPage(checkout: string): void {
  addAfter(checkout, 'mfe-legal/src/app/paths.ts', "terms: '/t&c',", "\n  cookiePolicy: '/cookie-policy',");
  addAfter(
    checkout,
    'mfe-legal/src/app/routes.ts',
    "load: () => import('../pages/terms/terms-page') },",
    "\n  './cookie-policy': { file: '../pages/cookie-policy/cookie-policy-page.tsx', load: () => import('../pages/cookie-policy/cookie-policy-page') },",
  );
  addAfter(
    checkout,
    'mfe-legal/src/app/routes.ts',
    "layout: 'main', header: 'light' },\n",
    "  { path: '/cookie-policy', expose: './cookie-policy', title: 'Cookie Policy', description: 'The cookies the BBG website sets.', layout: 'main', header: 'light' },\n",
  );
  addRouteHead(checkout, 'fr', 'Politique relative aux cookies', 'Les cookies que dépose le site de BBG.');
  addRouteHead(checkout, 'ar', 'سياسة ملفات تعريف الارتباط', 'ملفات تعريف الارتباط التي يضعها موقع BBG.');
  addAfter(checkout, 'mfe-legal/README.md', '| `/t&c` | `./terms` | light | `content/en/terms.json` |', '\n| `/cookie-policy` | `./cookie-policy` | light | `content/en/cookie-policy.json` |');
  const files: Record<string, string> = {
    'mfe-legal/src/content/en/cookie-policy.json': catalogue('en'),
    'mfe-legal/src/content/fr/cookie-policy.json': catalogue('fr'),
    'mfe-legal/src/content/ar/cookie-policy.json': catalogue('ar'),
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.tsx': page,
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.test.tsx': pageTest,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    writeFileSync(join(checkout, file), text);
  }
}
