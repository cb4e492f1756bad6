import * as v from 'valibot';

/** A JSON object: valibot's object and record schemas take an array too, so `message` refuses one first. */
export const notList = <TSchema extends v.GenericSchema>(schema: TSchema, message: string) => v.pipe(v.unknown(), v.check((value) => !Array.isArray(value), message), schema);
