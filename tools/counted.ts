/**
 * A count with its noun, singular for one: `counted(1, 'storage request')` is "1 storage request", `counted(3, 'line')`
 * "3 lines". A noun whose plural is not the singular and an s gives its plural.
 */
export const counted = (count: number, noun: string, plural = `${noun}s`): string => `${count} ${count === 1 ? noun : plural}`;
