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

const page = `import { useReportPageLoaded } from '@bbg/platform';
import { LegalDocumentView } from '../../components/legal-document/legal-document-view';
import { cookiePolicy } from '../../content/cookie-policy';
import { legalLabels } from '../../content/legal-labels';

export function Page() {
  useReportPageLoaded();
  return <LegalDocumentView document={cookiePolicy} labels={legalLabels} />;
}
`;

const pageTest = `import { screen } from '@testing-library/react';
import { renderPage } from '@bbg/testing';
import { Page } from './cookie-policy-page';

describe('cookie policy page', () => {
  it('shows the policy under one h1, and links to the contact page of another section', () => {
    renderPage(Page, '/cookie-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'our contact page' })).toHaveAttribute('href', '/contact-us');
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
  addAfter(checkout, 'mfe-legal/README.md', '| `/t&c` | `./terms` | light | `content/terms.ts` |', '\n| `/cookie-policy` | `./cookie-policy` | light | `content/cookie-policy.ts` |');
  const files: Record<string, string> = {
    'mfe-legal/src/content/cookie-policy.ts': content,
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.tsx': page,
    'mfe-legal/src/pages/cookie-policy/cookie-policy-page.test.tsx': pageTest,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    writeFileSync(join(checkout, file), text);
  }
}
