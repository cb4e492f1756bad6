/**
 * The phone picker's country names, by ISO 3166 code in capitals (as `ID` and `TO`, Indonesia's and Tonga's, are no
 * keys a translation must keep): the countries react-international-phone lists, named as it names them. Written out
 * rather than asked of Intl at run time, so the served page and the browser name them alike: each language's are
 * `phoneCountryNames` in `<locale>/phone-countries.json`.
 */
export type PhoneCountryNames = Readonly<Record<string, string>>;
