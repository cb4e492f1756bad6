/**
 * Which country each map pointer of /contact-us stands on. Plain data with no imports, so the map generator
 * (tools/imagery/generate-contact-map.ts) can read it; it places each pointer at its country's centroid.
 */
export interface OfficeLocation {
  /** The office id (contact-offices.ts). */
  readonly id: number;
  /** ISO 3166-1 numeric code, as world-atlas names its countries. */
  readonly isoNumeric: string;
}

export const officeLocations = [
  { id: 1, isoNumeric: '384' }, // Cote d'Ivoire
  { id: 2, isoNumeric: '566' }, // Nigeria
  { id: 3, isoNumeric: '120' }, // Cameroon
  { id: 4, isoNumeric: '024' }, // Angola
  { id: 5, isoNumeric: '404' }, // Kenya
  { id: 6, isoNumeric: '716' }, // Zimbabwe
  { id: 7, isoNumeric: '450' }, // Madagascar
  { id: 8, isoNumeric: '508' }, // Mozambique
  { id: 9, isoNumeric: '262' }, // Djibouti
  { id: 10, isoNumeric: '356' }, // India
  { id: 11, isoNumeric: '180' }, // RDC
  { id: 12, isoNumeric: '894' }, // Zambia
  { id: 13, isoNumeric: '516' }, // Namibia
  { id: 14, isoNumeric: '140' }, // C.A.R
  { id: 15, isoNumeric: '178' }, // Brazzaville
  { id: 16, isoNumeric: '454' }, // Malawi
] as const satisfies readonly OfficeLocation[];
