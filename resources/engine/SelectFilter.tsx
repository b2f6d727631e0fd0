import { MenuItem, TextField } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';

/** What both selects of 全部 or one option take: the label, the options, the width. */
interface AnyOrOneProps {
  label: string;
  choices: Array<{ id: string; name: string }>;
  width?: number;
}

/** A list filter picking one of the choices, with 全部 (no condition) for none: one look for every such filter. */
export const SelectFilter = ({
  source,
  label,
  choices,
  isPending,
  width = 180,
}: AnyOrOneProps & { source: string; isPending?: boolean }) => {
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
  choices,
  width = 180,
  value,
  onChange,
  testId,
}: AnyOrOneProps & { value: string; onChange: (id: string) => void; testId?: string }) => {
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
      {choices.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
