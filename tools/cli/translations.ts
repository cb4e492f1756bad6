import { writeFileSync } from 'node:fs';
import { isLocale, LOCALES, TRANSLATIONS_FILE, type Locale, type Translations } from '@bbg/contract';
import { appPath, remoteApps, shellApp, type AppInfo } from '../apps';
import { DeployError } from '../deploy/deploy-error';
import { catalogueReport } from '../translations/catalogue';
import { readTranslationsFile } from '../translations/translations-file';
import { defineCommand, parseCommand } from './command-args';
import { counted } from '../counted';
import { nameColumn } from './name-column';

const TRANSLATED = LOCALES.filter((locale) => locale !== 'en');
const APP_NAMES = ['shell', ...remoteApps.map((remote) => remote.id)];

export const command = defineCommand({
  usage: `Usage: npm run translations -- [review <${APP_NAMES.join('|')}> <${TRANSLATED.join('|')}>]   (each app's review and missing strings per locale; review: mark one read by a person)`,
  positionals: ['action?', 'app?', 'locale?'],
});

const appNamed = (name: string): AppInfo | undefined => (name === 'shell' ? shellApp : remoteApps.find((remote) => remote.id === name));
const appName = (app: AppInfo): string => (app === shellApp ? 'shell' : (remoteApps.find((remote) => remote === app)?.id ?? app.dir));

/** An app's translations.json, checked against its schema. */
export const readTranslations = (app: AppInfo): Translations => readTranslationsFile(appPath(app, TRANSLATIONS_FILE));

/** One line per app and locale: reviewed (and when) or not, and the strings English has that the locale lacks. */
export function translationLines(apps: readonly AppInfo[]): string[] {
  const name = nameColumn(apps.map(appName));
  return apps.flatMap((app) => {
    const { reviewed } = readTranslations(app);
    return TRANSLATED.map((locale) => {
      const { strings, missing } = catalogueReport(appPath(app), locale);
      const review = reviewed[locale] ? `reviewed ${reviewed[locale]}` : 'not reviewed';
      const gaps = missing.length === 0 ? 'nothing missing' : `missing ${missing.length}: ${missing.join(', ')}`;
      return `${name(appName(app))} ${locale}  ${review.padEnd(20)} ${String(strings).padStart(5)} strings  ${gaps}`;
    });
  });
}

/** Marks an app's translation into a locale reviewed today, once nothing is missing from it. */
export function markReviewed(app: AppInfo, locale: Locale, today = new Date().toISOString().slice(0, 10)): string {
  const { missing } = catalogueReport(appPath(app), locale);
  if (missing.length > 0) throw new DeployError(`${appName(app)} ${locale} cannot be marked reviewed: its catalogues differ from English's in ${counted(missing.length, 'place')} (${missing.join(', ')})`);
  const translations = readTranslations(app);
  const next: Translations = { ...translations, reviewed: { ...translations.reviewed, [locale]: today } };
  const file = appPath(app, TRANSLATIONS_FILE);
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  return file;
}

export async function run(args: readonly string[] = []): Promise<void> {
  const { positionals: [action, name, locale] } = parseCommand(args, command);
  if (action === undefined) {
    for (const line of translationLines([shellApp, ...remoteApps])) console.log(line);
    return;
  }
  if (action !== 'review') throw new DeployError(`Unknown action '${action}'. ${command.usage}`);
  const app = name === undefined ? undefined : appNamed(name);
  if (!app) throw new DeployError(`Unknown app '${name ?? ''}'. ${command.usage}`);
  if (!isLocale(locale) || locale === 'en') throw new DeployError(`Unknown locale '${locale ?? ''}'. ${command.usage}`);
  const file = markReviewed(app, locale);
  const release = app === shellApp ? 'npm run build' : `npm run release -- ${appName(app)}`;
  console.log(`${appName(app)} ${locale} marked reviewed in ${file}. Its pages are indexed once it ships: ${release}`);
  await Promise.resolve();
}
