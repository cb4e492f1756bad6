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
- **Pages:** \`src/app/paths.ts\` (its paths), \`src/app/routes.ts\` (its routes and the page each exposes), one folder per page in \`src/pages/\`, the words in \`src/content/\`.
- **Run it alone (QA):** \`npm start -w ${dir}\` → http://localhost:${spec.port}, then \`npx playwright test -c e2e/playwright.config.ts --project ${dir}\` (its suite: \`e2e/standalone.spec.ts\`).
- **Test:** \`npx jest ${dir}\`.
- **Release / roll back:** \`npm run release -- ${spec.id}\`, \`npm run rollback -- ${spec.id} [--to <version>]\`.

## Add a page

1. Add its path to \`src/app/paths.ts\`.
2. Add its folder under \`src/pages/\` (a \`Page\` component made of kit parts, and its test) and its words under \`src/content/\`.
3. Add it to \`pages\` and \`routes\` in \`src/app/routes.ts\`, and to the table below.
4. \`npm run typecheck && npx jest ${dir}\`, then \`npm run release -- ${spec.id}\`.

## Routes

| route | expose | content |
|---|---|---|
| \`${spec.path}\` | \`./${page}\` | \`src/content/${page}.ts\` |
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
  { path: '${spec.path}', expose: './${page}', title: '${quoted(spec.title)}', description: '${quoted(`${spec.title} at the BBG group.`)}', layout: 'main' },
] as const satisfies readonly RouteOf<typeof pages, typeof paths>[];
`;
};

const content = (spec: RemoteSpec): string => `import type { BannerEntry, NumberedItem } from '@bbg/kit';

/** The hero of ${spec.path}: its title, the words set in the accent colour, its line and the art behind it. */
export const hero = {
  pageName: '${quoted(spec.title)}',
  id: 0,
  title: '${quoted(spec.title)}',
  highlight: 'at BBG',
  description: 'A new section of the BBG site. Its team writes its words here, in src/content/.',
  buttonText: 'Read more',
  buttonLink: '#overview',
  backgroundImage: 'corporate',
} as const satisfies BannerEntry;

/** The section after the hero. */
export const overview = {
  sectionId: 'overview',
  eyebrow: '${quoted(spec.title)}',
  title: 'What you will find',
  highlight: 'here',
  lead: 'Each point below is a card of the kit. Replace them with the section\\u2019s own.',
} as const;

export const points = [
  { title: 'Written by its team', text: 'The words of this page live in src/content/ as typed data, never in the components.' },
  { title: 'Made of kit parts', text: 'The hero, the section, its heading and these cards come from @bbg/kit, so the page looks like the rest of the site.' },
  { title: 'Released on its own', text: 'npm run release publishes this section without a new build of the shell or of any other section.' },
] as const satisfies readonly NumberedItem[];
`;

const pageComponent = (spec: RemoteSpec): string => `import { AfterHero, Banner, NumberedCards, Section, SectionHeading } from '@bbg/kit';
import { hero, overview, points } from '../../content/${pageNames(spec).page}';

/** ${spec.path}: the hero, then the overview and its points once the hero's picture has loaded. */
export function Page() {
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

const pageTest = (spec: RemoteSpec): string => `import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '@bbg/testing';
import { hero, points } from '../../content/${pageNames(spec).page}';
import { Page } from './${pageNames(spec).component}';

describe('${spec.path}', () => {
  it('opens with its hero, and shows the overview and its points once the hero has loaded', () => {
    const { container } = renderPage(Page, '${spec.path}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(\`\${hero.title} \${hero.highlight}\`);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    const heroImage = container.querySelector('img');
    if (!heroImage) throw new Error('the hero has no image');
    fireEvent.load(heroImage);

    expect(screen.getByRole('heading', { level: 2, name: 'What you will find here' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(points.length);
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
    [`${dir}/src/content/${page}.ts`]: content(spec),
    [`${dir}/src/pages/${page}/${component}.tsx`]: pageComponent(spec),
    [`${dir}/src/pages/${page}/${component}.test.tsx`]: pageTest(spec),
    [`${dir}/e2e/standalone.spec.ts`]: standaloneSuite(spec),
  };
}
