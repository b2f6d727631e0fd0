import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { PICKER_META } from '../../../dataProvider';

export interface Picked {
  id: string;
  name: string;
}

/** Several subjects, searched on the server by name as one types (the subject's `options` names). */
export const SubjectSearch = ({
  value,
  onChange,
  disabled,
}: {
  value: Picked[];
  onChange: (v: Picked[]) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isFetching } = useGetList('subject', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'id', order: 'DESC' },
    filter: search ? { subjectName: search } : {},
    meta: PICKER_META,
  });
  const options: Picked[] = data.map((r) => ({ id: String(r.id), name: String(r.subjectName ?? r.id) }));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={value}
      loading={isFetching}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      onChange={(_e, v) => onChange(v)}
      onInputChange={(_e, v, reason) => {
        if (reason === 'input') setTyped(v);
      }}
      loadingText={translate('app.checkpoint.loading', { _: '加载中...' })}
      noOptionsText={translate('ra.navigation.no_results', { _: '无数据' })}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.checkpoint.subjects', { _: '经营主体' })}
          placeholder={translate('app.checkpoint.subjectsHint', { _: '输入主体名称搜索' })}
          inputProps={{ ...params.inputProps, 'data-testid': 'subject-search' }}
        />
      )}
    />
  );
};
