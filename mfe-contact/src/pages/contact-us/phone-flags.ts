import { defaultCountries, parseCountry, type CountrySelectorProps } from 'react-international-phone';
import { flagUrl } from '../../content/flags';

type PhoneFlags = NonNullable<CountrySelectorProps['flags']>;

/**
 * The picker's flags as files of this build: left alone it fetches them from a CDN at run time, which the CSP
 * refuses. Built as URLs rather than imported, so 218 flags cost no bundle space until the picker shows them.
 */
export function phoneFlags(base?: string): PhoneFlags {
  return defaultCountries.map((country) => {
    const { iso2 } = parseCountry(country);
    return { iso2, src: flagUrl(iso2, base) };
  });
}
