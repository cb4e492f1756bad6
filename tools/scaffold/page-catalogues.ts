/** The placeholder words of a new section's first page, in each locale: its team rewrites them (the title is theirs). */
const WORDS = {
  en: {
    highlight: 'at BBG',
    description: 'A new section of the BBG site. Its team writes its words here, in src/content/en/.',
    buttonText: 'Read more',
    eyebrowTitle: 'What you will find',
    eyebrowHighlight: 'here',
    lead: 'Each point below is a card of the kit. Replace them with the section’s own.',
    points: [
      ['Written by its team', 'The words of this page live in src/content/en/, a JSON catalogue per language, never in the components.'],
      ['Made of kit parts', 'The hero, the section, its heading and these cards come from @bbg/kit, so the page looks like the rest of the site.'],
      ['Released on its own', 'npm run release publishes this section without a new build of the shell or of any other section.'],
    ],
    routeDescription: (title: string) => `${title} at the BBG group.`,
  },
  fr: {
    highlight: 'chez BBG',
    description: 'Une nouvelle section du site de BBG. Son équipe écrit ses mots ici, dans src/content/fr/.',
    buttonText: 'En savoir plus',
    eyebrowTitle: 'Ce que vous trouverez',
    eyebrowHighlight: 'ici',
    lead: 'Chaque point ci-dessous est une carte du kit. Remplacez-les par ceux de la section.',
    points: [
      ['Écrite par son équipe', 'Les mots de cette page vivent dans src/content/fr/, un catalogue JSON par langue, jamais dans les composants.'],
      ['Faite de pièces du kit', 'Le bandeau, la section, son titre et ces cartes viennent de @bbg/kit : la page ressemble au reste du site.'],
      ['Publiée seule', 'npm run release publie cette section sans nouvelle version du shell ni des autres sections.'],
    ],
    routeDescription: (title: string) => `${title} au sein du groupe BBG.`,
  },
  ar: {
    highlight: 'في BBG',
    description: 'قسم جديد في موقع BBG. يكتب فريقه كلماته هنا، في src/content/ar/.',
    buttonText: 'اقرأ المزيد',
    eyebrowTitle: 'ما ستجده',
    eyebrowHighlight: 'هنا',
    lead: 'كل نقطة أدناه بطاقة من مكونات الواجهة. استبدلها بنقاط القسم الخاصة.',
    points: [
      ['يكتبه فريقه', 'تعيش كلمات هذه الصفحة في src/content/ar/، فهرس JSON لكل لغة، لا في المكونات أبدًا.'],
      ['مبني من مكونات جاهزة', 'الواجهة والقسم وعنوانه وهذه البطاقات من @bbg/kit، فتبدو الصفحة مثل بقية الموقع.'],
      ['يُنشر وحده', 'ينشر npm run release هذا القسم دون إصدار جديد للهيكل أو لأي قسم آخر.'],
    ],
    routeDescription: (title: string) => `${title} في مجموعة BBG.`,
  },
} as const;

type ScaffoldLocale = keyof typeof WORDS;

/** The page's words in a locale: its JSON catalogue, which the page's copy type checks and the build compares with English's. */
export const pageCatalogue = (sectionTitle: string, locale: ScaffoldLocale): string => {
  const words = WORDS[locale];
  const catalogue = {
    hero: {
      pageName: sectionTitle,
      id: 0,
      title: sectionTitle,
      highlight: words.highlight,
      description: words.description,
      buttonText: words.buttonText,
      buttonLink: '#overview',
      backgroundImage: 'corporate',
    },
    overview: { sectionId: 'overview', eyebrow: sectionTitle, title: words.eyebrowTitle, highlight: words.eyebrowHighlight, lead: words.lead },
    points: words.points.map(([title, text]) => ({ title, text })),
  };
  return `${JSON.stringify(catalogue, null, 2)}\n`;
};

/** A locale's title and description of the new route, by its path as `src/app/routes.ts` writes it. */
export const routeHeadsCatalogue = (path: string, title: string, locale: Exclude<ScaffoldLocale, 'en'>): string =>
  `${JSON.stringify({ [path]: { title, description: WORDS[locale].routeDescription(title) } }, null, 2)}\n`;

/** The new route's English description, which its route in `src/app/routes.ts` carries. */
export const englishRouteDescription = (title: string): string => WORDS.en.routeDescription(title);
