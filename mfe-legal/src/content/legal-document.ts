export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly updated: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}
