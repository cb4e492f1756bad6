import type { ChangeEvent } from 'react';
import type { Choice } from '../../content/partners-enquiry';
import type { FieldControlProps } from '@bbg/kit';

interface SelectControlProps extends FieldControlProps {
  readonly name: string;
  readonly value: string;
  readonly placeholder: string;
  readonly choices: readonly Choice[];
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A required select whose empty first option is the prompt, so the browser refuses it until a choice is made. */
export function SelectControl({ placeholder, choices, ...props }: SelectControlProps) {
  return (
    <select {...props} required>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
