import { SelectArrayInput } from 'react-admin';
import { useFieldLabel, joinIds, splitIds, useFieldChoices } from '../../engine';
import schema from './schema';

const field = schema.fields.find((f) => f.name === 'marketTypes')!;

/** 监管市场类型: several market_type items, kept comma-joined as the dept row stores them; none = says nothing. */
export const MarketTypesInput = () => {
  const label = useFieldLabel()(field);
  const { choices, isPending } = useFieldChoices(field);
  return (
    <SelectArrayInput
      source="marketTypes"
      label={label}
      choices={choices}
      isPending={isPending}
      format={splitIds}
      parse={joinIds}
    />
  );
};
