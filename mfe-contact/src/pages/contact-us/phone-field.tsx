import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  buildCountryData,
  CountrySelectorDropdown,
  defaultCountries,
  FlagImage,
  parseCountry,
  usePhoneInput,
  type CountryData,
  type CountryIso2,
  type ParsedCountry,
} from 'react-international-phone';
import { LOCALE_INFO } from '@bbg/contract';
import { useLocale } from '@bbg/platform';
import { useServedWidgetValue } from '@bbg/runtime';
import type { FieldControlProps } from '@bbg/kit';
import { DEFAULT_PHONE_COUNTRY } from '../../content/contact-form';
import type { PhoneCountryNames } from '../../content/phone-countries';
import { phoneFlags } from './phone-flags';
import styles from './contact-form.module.css';

const flags = phoneFlags();
const PREFIX = 'react-international-phone-';

interface PhoneFieldProps {
  readonly control: FieldControlProps;
  /** The number in E.164 (or as typed, which the picker formats); the picker reports every change through onChange. */
  readonly value: string;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly onChange: (phone: string, country: ParsedCountry) => void;
  /** What the visitor typed into the served field before the page was adopted. */
  readonly onServedValue: (typed: string) => void;
  /** Accessible name of the country button. */
  readonly selectorLabel: string;
  /** The countries' names in the document's language, by ISO code. */
  readonly countryNames: PhoneCountryNames;
}

/** The picker's countries named in the document's language (the library's own names where the catalogue has none). */
const namedCountries = (names: PhoneCountryNames): CountryData[] =>
  defaultCountries.map((data) => {
    const country = parseCountry(data);
    return buildCountryData({ ...country, name: names[country.iso2.toUpperCase()] ?? country.name });
  });

/** The list as the visitor reads it: in the order of their language's alphabet (it is only ever drawn in the browser, once opened). */
const byName = (countries: readonly CountryData[], lang: string): CountryData[] => {
  const collator = new Intl.Collator(lang);
  return [...countries].sort((a, b) => collator.compare(a[0], b[0]));
};

/**
 * The phone picker (react-international-phone's state and list) drawn as the page serves it: the country button and
 * the number field, with the library's class names so its stylesheet applies. Its own PhoneInput cannot be served: it
 * styles the flag and the hidden list inline, which the CSP refuses in HTML, and it would serve all 240 countries.
 * Here the list exists only while it is open (in the box the button controls). The button and the number read left to
 * right in every language (a number starts with its dial code); the list, in the document's direction.
 */
export function PhoneField({ control: { className, ...control }, value, invalid, disabled, onChange, onServedValue, selectorLabel, countryNames }: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { lang, dir } = LOCALE_INFO[useLocale()];
  const countries = useMemo(() => namedCountries(countryNames), [countryNames]);
  const listed = useMemo(() => byName(countries, lang), [countries, lang]);
  const { inputValue, country, setCountry, handlePhoneValueChange } = usePhoneInput({
    defaultCountry: DEFAULT_PHONE_COUNTRY,
    countries,
    value,
    inputRef: input,
    onChange: (data) => onChange(data.phone, data.country),
  });
  const fieldValue = useServedWidgetValue(input, inputValue, onServedValue);

  const openByKeyboard = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
  };
  // The list closes on Escape (focus still in it: it goes back to the button, or it would fall to the page) and when
  // focus leaves it (then it stays where it went).
  const close = (): void => {
    const escaped = list.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (escaped) button.current?.focus();
  };
  const pick = (iso2: CountryIso2): void => {
    setOpen(false);
    setCountry(iso2, { focusOnInput: true });
  };

  const state = (name: string, on: boolean): string => (on ? ` ${PREFIX}${name}` : '');
  return (
    <div className={`${PREFIX}input-container ${invalid ? styles.phoneInvalid : styles.phone}`} dir="ltr">
      <div className={`${PREFIX}country-selector`}>
        <button
          ref={button}
          type="button"
          className={`${PREFIX}country-selector-button${state('country-selector-button--active', open)}${state('country-selector-button--disabled', disabled)}`}
          title={country.name}
          role="combobox"
          aria-label={selectorLabel}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={listId}
          data-country={country.iso2}
          disabled={disabled}
          onClick={() => setOpen((shown) => !shown)}
          onMouseDown={(event) => event.preventDefault()}
          onKeyDown={openByKeyboard}
        >
          {/* Spans: a button holds phrasing content only. The library's sheet makes the box a flex row, so its parts
              lay out as the library's own divs did. */}
          <span className={`${PREFIX}country-selector-button__button-content`}>
            <FlagImage
              iso2={country.iso2}
              src={flags.find((flag) => flag.iso2 === country.iso2)?.src}
              className={`${PREFIX}country-selector-button__flag-emoji${state('country-selector-button__flag-emoji--disabled', disabled)}`}
            />
            <span
              className={`${PREFIX}country-selector-button__dropdown-arrow${state('country-selector-button__dropdown-arrow--disabled', disabled)}${state('country-selector-button__dropdown-arrow--active', open)}`}
            />
          </span>
        </button>
        <div ref={list} id={listId} dir={dir}>
          {open ? (
            <CountrySelectorDropdown
              show
              selectedCountry={country.iso2}
              countries={listed}
              flags={flags}
              onSelect={(picked) => pick(picked.iso2)}
              onClose={close}
            />
          ) : null}
        </div>
      </div>
      <input
        {...control}
        ref={input}
        className={`${PREFIX}input${state('input--disabled', disabled)} ${className} ${styles.phoneInput}`}
        type="tel"
        name="phone"
        autoComplete="tel"
        required
        disabled={disabled}
        value={fieldValue}
        onChange={handlePhoneValueChange}
      />
    </div>
  );
}
