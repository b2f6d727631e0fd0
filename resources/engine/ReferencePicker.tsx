import { useEffect, useMemo, useState } from 'react';
import type { SxProps } from '@mui/material/styles';
import {
  AutocompleteInput,
  ReferenceInput,
  useGetList,
  useGetManyAggregate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { PICKER_META } from '../../dataProvider';
import type { FieldDef } from '../types';
import { IdsAutocomplete, useIdsInput } from './IdsAutocomplete';
import { labelledTargetOf } from './referenceLabels';

/** How long typing rests before the server is asked (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;
/** Matches offered at a time; typing narrows them on the server. */
const OPTIONS = 20;

interface Props {
  field: FieldDef;
  label: string;
  /** Where the value goes: the field (forms) or its filter parameter (`deptId_equal`). */
  source?: string;
  validate?: Validator[];
  readOnly?: boolean;
  /** One row even for an `ids` field (a list filter picks one of them). */
  single?: boolean;
  sx?: SxProps;
  alwaysOn?: boolean;
}

/**
 * The picker of a reference to a declaration that names its rows (`labelField`): an autocomplete that
 * searches the target on the server by that field as one types (`GET {base}/options?deptName=执法`, a
 * LIKE; names only, readable by the forms and filters that refer to the target), shows the names, and
 * shows the current value's name before anyone types (`options?ids=`). `ids` fields keep their
 * comma-joined wire value.
 */
export const ReferencePicker = ({ field, label, source = field.name, validate, readOnly, single, sx }: Props) => {
  const ref = labelledTargetOf(field);
  if (!ref) return null;
  const sort = ref.target.defaultSort ?? { field: 'id', order: 'DESC' as const };
  if (field.type === 'ids' && !single) {
    return (
      <ReferenceIdsPicker
        source={source}
        reference={ref.target.name}
        labelField={ref.labelField}
        label={label}
        validate={validate}
        readOnly={readOnly}
        sort={sort}
      />
    );
  }
  return (
    <ReferenceInput
      source={source}
      reference={ref.target.name}
      sort={sort}
      perPage={OPTIONS}
      queryOptions={{ meta: PICKER_META }}
    >
      <AutocompleteInput
        label={label}
        optionText={ref.labelField}
        filterToQuery={(q: string) => ({ [ref.labelField]: q })}
        debounce={SEARCH_DELAY_MS}
        validate={validate}
        readOnly={readOnly}
        sx={sx}
      />
    </ReferenceInput>
  );
};

const useSettled = (value: string, delay: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
};

interface IdsProps {
  source: string;
  reference: string;
  labelField: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

/**
 * Several references, comma-joined on the wire (`enforcerId: "1,2"`). react-admin's array inputs want
 * an array in the form (IdsAutocomplete converts); this asks the server for matches of what is typed,
 * and for the chosen rows by id.
 */
const ReferenceIdsPicker = ({ source, reference, labelField, label, validate, readOnly, sort }: IdsProps) => {
  const ids = useIdsInput(source, validate);
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim(), SEARCH_DELAY_MS);
  const { data: matches = [], isFetching } = useGetList(reference, {
    pagination: { page: 1, perPage: OPTIONS },
    sort,
    filter: search ? { [labelField]: search } : {},
    meta: PICKER_META,
  });
  const { data: chosen = [] } = useGetManyAggregate(
    reference,
    { ids: ids.selected, meta: PICKER_META },
    { enabled: ids.selected.length > 0 },
  );
  const names = useMemo(() => {
    const out = new Map<string, string>();
    for (const record of [...chosen, ...matches] as RaRecord[])
      if (record) out.set(String(record.id), String(record[labelField] ?? record.id));
    return out;
  }, [chosen, matches, labelField]);
  return (
    <IdsAutocomplete
      {...ids}
      label={label}
      readOnly={readOnly}
      options={matches.map((record) => String(record.id))}
      labelOf={(id) => names.get(id) ?? id}
      loading={isFetching}
      onSearch={setTyped}
    />
  );
};
