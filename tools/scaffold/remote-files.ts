import { englishRouteDescription, pageCatalogue, routeHeadsCatalogue } from './page-catalogues';

/** What `npm run create-remote` is asked for, checked: the remote's id, its first page's path and the section's name. */
export interface RemoteSpec {
  readonly id: string;
  /** One segment of lower-case words: `/careers`. */
  readonly path: `/${string}`;
  readonly title: string;
  /** Its port, before BBG_PORT_OFFSET: the next one free after the other remotes'. */
  readonly port: number;
}

/** `investor-relations` → `investorRelations`. */
const camel = (words: string): string => words.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const quoted = (text: string): string => JSON.stringify(text).replace(/^"|"$/g, '').replace(/'/g, "\\'");

/** The names every file of a new remote uses for its first page. */
export function pageNames({ id, path }: RemoteSpec) {
  const page = path.slice(1);
  return { dir: `mfe-${id}`, page, key: camel(page), federationName: `mfe_${id.replace(/-/g, '_')}`, component: `${page}-page` };
}

const packageJson = (spec: RemoteSpec): string => {
  const { dir, federationName } = pageNames(spec);
  const manifest = {
    name: dir,
    version: '1.0.0',
    private: true,
    type: 'module',
    scripts: { build: `bbg build-app ${dir}`, start: `bbg standalone ${dir}`, dev: 'rspack serve' },
    bbg: {
      remote: {
        id: spec.id,
        section: spec.title,
        federationName,
        port: spec.port,
        preview: { art: 'corporate', title: spec.title.slice(0, 40), line: `${spec.title} at the BBG group`.slice(0, 90) },
      },
    },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
};

const readme = (spec: RemoteSpec): string => {
  const { dir, page } = pageNames(spec);
  return `# ${dir}

Remote \`${spec.id}\` of the BBG site: ${spec.title}. Owned by its business-unit team; built, released and rolled back on its own.

- **Port:** ${spec.port} (standalone and \`npm run dev\`; plus \`BBG_PORT_OFFSET\`).
- **Declared in:** \`package.json\` (\`bbg.remote\`: id, section name, federation name, port, link preview). The tools find it there.
- **Pages:** \`src/app/paths.ts\` (its paths), \`src/app/routes.ts\` (its routes and the page each exposes), one folder per page in \`src/pages/\`, its words in \`src/content/<locale>/*.json\` (English, French, Arabic), one catalogue per locale.
- **Run it alone (QA):** \`npm start -w ${dir}\` → http://localhost:${spec.port} (\`/fr/…\` and \`/ar/…\` too). Its suite (\`e2e/standalone.spec.ts\`), \`npx playwright test -c e2e/playwright.config.ts --project ${dir}\`, starts its own server there: stop yours first.
- **Test:** \`npx jest ${dir}\`.
- **Release / roll back:** \`npm run release -- ${spec.id}\`, \`npm run rollback -- ${spec.id} [--to <version>]\`.

## Add a page

1. Add its path to \`src/app/paths.ts\`.
2. Add its folder under \`src/pages/\` (a \`Page\` component made of kit parts, and its test; without the kit's \`Banner\`, it calls \`useReportPageLoaded()\` from \`@bbg/platform\`) and its words in \`src/content/en/\`, \`fr/\` and \`ar/\` (the same keys in each; the build compares them with English's).
3. Add it to \`pages\` and \`routes\` in \`src/app/routes.ts\` (with its English title and description), its French and Arabic title and description to \`src/content/fr/route-heads.json\` and \`src/content/ar/route-heads.json\`, and the route to the table below.
4. \`npm run typecheck && npx jest ${dir}\`, then \`npm run release -- ${spec.id}\`.

A link to it from the site's header or footer is the shell's: its \`navigation.json\` and \`footer.json\` in \`shell/src/content/<locale>/\`.

## Routes

| route | expose | content |
|---|---|---|
| \`${spec.path}\` | \`./${page}\` | \`src/content/en/${page}.json\` |
`;
};

const rspackConfig = (spec: RemoteSpec): string => `import { remoteApp } from '../tools/apps';
import { createAppConfig } from '../tools/rspack/create-config';
import { exposesOf } from '../tools/rspack/exposes-of';
import { pages } from './src/app/routes';

const app = remoteApp('${spec.id}');
const exposes = exposesOf(pages);

export default createAppConfig({ app, exposes });
`;

const paths = (spec: RemoteSpec): string => `import type { PathTable } from '@bbg/contract';

/** This section's pages, as its route table writes them: its routes and its own links are typed by this table. */
export const paths = {
  ${pageNames(spec).key}: '${spec.path}',
} as const satisfies PathTable;

// Adds this section's pages to the site's path table, which types every link between sections.
declare module '@bbg/contract' {
  interface SitePaths {
    readonly ${camel(spec.id)}: typeof paths;
  }
}
`;

const routes = (spec: RemoteSpec): string => {
  const { page, component } = pageNames(spec);
  return `import type { PageTable, RouteOf } from '@bbg/contract';
import type { paths } from './paths';

/** Every page this remote exposes: its file, which the build exposes, and that file's loader, which the standalone frame calls. */
export const pages = {
  './${page}': { file: '../pages/${page}/${component}.tsx', load: () => import('../pages/${page}/${component}') },
} satisfies PageTable;

/** The routes this remote owns, published with each release. */
export const routes = [
  { path: '${spec.path}', expose: './${page}', title: '${quoted(spec.title)}', description: '${quoted(englishRouteDescription(spec.title))}', layout: 'main' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
`;
};

const pageComponent = (spec: RemoteSpec): string => {
  const { page } = pageNames(spec);
  const loader = (locale: string): string => `copyCatalogues<ItsCopy>({ page: () => import('../../content/${locale}/${page}.json') })`;
  return `import type { CopyLoaders, PageProps } from '@bbg/contract';
import { AfterHero, Banner, NumberedCards, Section, SectionHeading, type BannerEntry, type NumberedItem } from '@bbg/kit';
import { copyCatalogues } from '@bbg/runtime';

/** What this page says, in whichever language: its catalogues' shape (src/content/<locale>/${page}.json). */
interface ItsCopy {
  readonly page: {
    readonly hero: BannerEntry;
    readonly overview: { readonly sectionId: string; readonly eyebrow: string; readonly title: string; readonly highlight: string; readonly lead: string };
    readonly points: readonly NumberedItem[];
  };
}

/** The page's words in each locale, each a chunk of its own. */
export const copy = {
  en: ${loader('en')},
  fr: ${loader('fr')},
  ar: ${loader('ar')},
} satisfies CopyLoaders<ItsCopy>;

/** ${spec.path}: the hero, then the overview and its points once the hero's picture has loaded. */
export function Page({ copy: { page } }: PageProps<ItsCopy>) {
  const { hero, overview, points } = page;
  const titleId = \`\${overview.sectionId}-title\`;
  return (
    <>
      <Banner entry={hero} />
      <AfterHero>
        <Section id={overview.sectionId} tone="lilac" labelledBy={titleId}>
          <SectionHeading id={titleId} eyebrow={overview.eyebrow} title={overview.title} highlight={overview.highlight} lead={overview.lead} />
          <NumberedCards items={points} columns={3} bar />
        </Section>
      </AfterHero>
    </>
  );
}
`;
};

const pageTest = (spec: RemoteSpec): string => `import { fireEvent, screen, within } from '@testing-library/react';
import { renderPageModule } from '@bbg/testing';
import english from '../../content/en/${pageNames(spec).page}.json';
import french from '../../content/fr/${pageNames(spec).page}.json';
import arabic from '../../content/ar/${pageNames(spec).page}.json';
import * as page from './${pageNames(spec).component}';

describe('${spec.path}', () => {
  it('opens with its hero, and shows the overview and its points once the hero has loaded', async () => {
    const { container } = await renderPageModule(page, '${spec.path}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(\`\${english.hero.title} \${english.hero.highlight}\`);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    expect(screen.getByRole('heading', { level: 2, name: \`\${english.overview.title} \${english.overview.highlight}\` })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(english.points.length);
  });

  it('speaks French under /fr/', async () => {
    await renderPageModule(page, '${spec.path}', { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(\`\${french.hero.title} \${french.hero.highlight}\`);
  });

  it('speaks Arabic under /ar/', async () => {
    await renderPageModule(page, '${spec.path}', { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(\`\${arabic.hero.title} \${arabic.hero.highlight}\`);
  });
});
`;

const standaloneSuite = (spec: RemoteSpec): string => `import { standaloneSuite } from '@bbg/e2e';

// QA's view of this remote alone: each route renders in the standalone frame, accessibly, with no console error.
standaloneSuite('${pageNames(spec).dir}');
`;

/** Every file of a new remote, by its path inside the repository. The link preview (public/preview.jpg) is drawn apart. */
export function remoteFiles(spec: RemoteSpec): Readonly<Record<string, string>> {
  const { dir, page, component } = pageNames(spec);
  return {
    [`${dir}/package.json`]: packageJson(spec),
    [`${dir}/README.md`]: readme(spec),
    [`${dir}/rspack.config.ts`]: rspackConfig(spec),
    [`${dir}/src/index.ts`]: "// Async boundary: shared singletons are negotiated before the standalone frame starts.\nimport('./app/bootstrap');\n",
    [`${dir}/src/app/bootstrap.tsx`]: `import { renderStandalone } from '@bbg/standalone';\nimport { pages, routes } from './routes';\n\nvoid renderStandalone({ appName: '${dir}', routes, pages });\n`,
    [`${dir}/src/app/paths.ts`]: paths(spec),
    [`${dir}/src/app/routes.ts`]: routes(spec),
    [`${dir}/src/content/en/${page}.json`]: pageCatalogue(spec.title, 'en'),
    [`${dir}/src/content/fr/${page}.json`]: pageCatalogue(spec.title, 'fr'),
    [`${dir}/src/content/ar/${page}.json`]: pageCatalogue(spec.title, 'ar'),
    [`${dir}/src/content/fr/route-heads.json`]: routeHeadsCatalogue(spec.path, spec.title, 'fr'),
    [`${dir}/src/content/ar/route-heads.json`]: routeHeadsCatalogue(spec.path, spec.title, 'ar'),
    [`${dir}/translations.json`]: '{\n  "reviewed": {}\n}\n',
    [`${dir}/src/pages/${page}/${component}.tsx`]: pageComponent(spec),
    [`${dir}/src/pages/${page}/${component}.test.tsx`]: pageTest(spec),
    [`${dir}/e2e/standalone.spec.ts`]: standaloneSuite(spec),
  };
}
