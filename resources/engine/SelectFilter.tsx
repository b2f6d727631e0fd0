import { MenuItem, TextField } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';

/** A list filter picking one of the choices, with 全部 (no condition) for none: one look for every such filter. */
export const SelectFilter = ({
  source,
  label,
  choices,
  isPending,
  width = 180,
}: {
  source: string;
  label: string;
  choices: Array<{ id: string; name: string }>;
  isPending?: boolean;
  width?: number;
}) => {
  const translate = useTranslate();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      emptyText={translate('app.list.all', { _: '全部' })}
      sx={{ width }}
    />
  );
};

/**
 * The same pick of 全部 ('') or one option for a screen that holds the value itself, outside a list's
 * filter form (the figures of a statistics screen, a level of the region picker).
 */
export const AnyOrOneSelect = ({
  label,
  value,
  options,
  onChange,
  width = 180,
  testId,
}: {
  label: string;
  value: string;
  options: Array<{ id: string; name: string }>;
  onChange: (id: string) => void;
  width?: number;
  testId?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ width }}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{translate('app.list.all', { _: '全部' })}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
