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

const content = `import type { LegalDocument } from './legal-document';

export const cookiePolicy = {
  title: 'Cookie Policy',
  intro: ['This page explains which cookies the BBG website sets, and why.'],
  sections: [
    {
      id: 'what-we-set',
      heading: 'What we set',
      body: ['The website remembers that you have visited, so the opening animation plays once.'],
    },
    {
      id: 'questions',
      heading: 'Questions',
      body: [['Write to us through ', { text: 'our contact page', to: '/contact-us' }, '.']],
    },
  ],
} as const satisfies LegalDocument;
`;

/** The policy in French and Arabic, typed against English's: the team writes every locale's words. */
const translated = (locale: 'fr' | 'ar'): string => {
  const words =
    locale === 'fr'
      ? ['Politique relative aux cookies', 'Cette page explique quels cookies le site de BBG dépose, et pourquoi.', 'Ce que nous déposons', 'Le site se souvient de votre visite, pour que l’animation d’ouverture ne se joue qu’une fois.', 'Questions', 'Écrivez-nous depuis ', 'notre page de contact']
      : ['سياسة ملفات تعريف الارتباط', 'توضح هذه الصفحة ملفات تعريف الارتباط التي يضعها موقع BBG وسبب ذلك.', 'ما نضعه', 'يتذكر الموقع أنك زرته، فلا تُعرض الحركة الافتتاحية إلا مرة واحدة.', 'أسئلة', 'راسلنا عبر ', 'صفحة التواصل'];
  const [title, intro, setHeading, setBody, questions, writeTo, contactPage] = words.map((word) => JSON.stringify(word));
  return `import type { Translation } from '@bbg/contract';
import type * as en from '../cookie-policy';

export const cookiePolicy = {
  title: ${title},
  intro: [${intro}],
  sections: [
    { id: 'what-we-set', heading: ${setHeading}, body: [${setBody}] },
    { id: 'questions', heading: ${questions}, body: [[${writeTo}, { text: ${contactPage}, to: '/contact-us' }, '.']] },
  ],
} as const satisfies Translation<typeof en.cookiePolicy>;
`;
};

const page = `import type { CopyLoaders, PageProps } from '@bbg/contract';
import { useReportPageLoaded } from '@bbg/platform';
import { copyParts } from '@bbg/runtime';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import type { LegalDocument, LegalLabels } from '../../content/legal-document';

interface CookieCopy {
  readonly page: { readonly cookiePolicy: LegalDocument };
  readonly labels: { readonly legalLabels: LegalLabels };
}

export const copy = {
  en: copyParts({ page: () => import('../../content/cookie-policy'), labels: () => import('../../content/legal-labels') }),
  fr: copyParts({ page: () => import('../../content/fr/cookie-policy'), labels: () => import('../../content/fr/legal-labels') }),
  ar: copyParts({ page: () => import('../../content/ar/cookie-policy'), labels: () => import('../../content/ar/legal-labels') }),
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
  addAfter(checkout, 'mfe-legal/src/content/fr/route-heads.ts', 'export const routeHeads = {', "\n  '/cookie-policy': { title: 'Politique relative aux cookies', description: 'Les cookies que dépose le site de BBG.' },");
  addAfter(checkout, 'mfe-legal/src/content/ar/route-heads.ts', 'export const routeHeads = {', "\n  '/cookie-policy': { title: 'سياسة ملفات تعريف الارتباط', description: 'ملفات تعريف الارتباط التي يضعها موقع BBG.' },");
  addAfter(checkout, 'mfe-legal/README.md', '| `/t&c` | `./terms` | light | `content/terms.ts` |', '\n| `/cookie-policy` | `./cookie-policy` | light | `content/cookie-policy.ts` |');
  const files: Record<string, string> = {
    'mfe-legal/src/content/cookie-policy.ts': content,
    'mfe-legal/src/content/fr/cookie-policy.ts': translated('fr'),
    'mfe-legal/src/content/ar/cookie-policy.ts': translated('ar'),
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.tsx': page,
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.test.tsx': pageTest,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    writeFileSync(join(checkout, file), text);
  }
}
