import type { ReactNode } from 'react';
import { DateTextPicker } from './DateInputs';

interface Props {
  /** The hidden inputs' names (and test ids) of the start and the end. */
  names: [from: string, to: string];
  labels: [from: ReactNode, to: ReactNode];
  from: string;
  to: string;
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
  withTime?: boolean;
  width?: number;
  /** The calendars offer no start after the end and no end before the start. */
  bounded?: boolean;
  /** Under the end (what leaving it empty means), hanging below without pushing the row apart. */
  toHint?: ReactNode;
}

/** The start and end pickers of a range a screen holds itself (a statistics period, a board, a playback). */
export const DateRangePickers = ({ names, labels, from, to, onFrom, onTo, bounded, toHint, ...both }: Props) => {
  const ends = [
    { value: from, onChange: onFrom, max: bounded ? to : undefined },
    { value: to, onChange: onTo, min: bounded ? from : undefined, helperText: toHint, helperBelow: true },
  ];
  return ends.map((end, i) => <DateTextPicker key={names[i]} {...both} {...end} name={names[i]} label={labels[i]} />);
};
