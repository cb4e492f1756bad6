/** A record, or the part of one, known by its id. */
interface WithId {
  readonly id: string;
}

/**
 * Each record's words (in the document's language, in their order) with the part of the same id that holds names,
 * the same in every language. A record whose id names nothing is left out.
 */
export function joinById<Words extends WithId, Names extends WithId>(words: readonly Words[], names: readonly Names[]): readonly (Names & Words)[] {
  return words.flatMap((item) => {
    const named = names.find((candidate) => candidate.id === item.id);
    return named ? [{ ...named, ...item }] : [];
  });
}
