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
