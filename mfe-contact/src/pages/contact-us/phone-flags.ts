import { defaultCountries, parseCountry, type CountrySelectorProps } from 'react-international-phone';

type PhoneFlags = NonNullable<CountrySelectorProps['flags']>;

// Where this build's files are served from (remotes/contact/<version>/, or / when standalone); absent under Jest.
declare const __webpack_public_path__: string | undefined;

/** Folder rspack.config.ts copies every flag-icons SVG into, named by ISO code. */
const PHONE_FLAGS_FOLDER = 'static/flags/';

/**
 * The picker's flags as files of this build: left alone it fetches them from a CDN at run time, which the CSP
 * refuses. Built as URLs rather than imported, so 218 flags cost no bundle space until the picker shows them.
 */
export function phoneFlags(base: string = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/'): PhoneFlags {
  return defaultCountries.map((country) => {
    const { iso2 } = parseCountry(country);
    return { iso2, src: `${base}${PHONE_FLAGS_FOLDER}${iso2}.svg` };
  });
}
