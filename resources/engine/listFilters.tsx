import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  TextInput,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import type { FieldDef, FilterOp, LifeCycle, ResourceDef } from '../types';
import { lifecycleOf } from '../lifecycles';
import { useDeclaredLabel } from './useDeclaredLabel';
import { useFieldLabel, useResourceDef, visibleFields } from './ResourceDefContext';
import { useFieldChoices, hasChoices } from './useDictionary';
import { ReferencePicker } from './ReferencePicker';
import { SelectFilter } from './SelectFilter';
import { labelledTargetOf } from './referenceLabels';
import { allResources } from '../declarations';
import { viaFiltersOf } from '../via-filters';
// Day pickers for the creation-time range, sent as yyyy-MM-dd HH:mm:ss bounds of whole days.
import { dayRangeFilters } from './DateInputs';

/** The Blade parameter a filter input writes: the bare name is LIKE, a suffix picks the operator. */
export function filterParam(field: FieldDef): string | undefined {
  if (!field.filter) return undefined;
  const ops: FilterOp[] | undefined = Array.isArray(field.filter) ? field.filter : undefined;
  const exact = hasChoices(field) || ['int', 'number', 'id'].includes(field.type);
  const preferred: FilterOp = exact ? 'equal' : '';
  const op = !ops || ops.includes(preferred) ? preferred : (ops.find((candidate) => candidate !== 'ignore') ?? '');
  return op ? `${field.name}_${op}` : field.name;
}

/**
 * Fields with their own filter input: the search box already covers the first search field. The via
 * filters (a record's subject's market type) come after the declared fields, as the field they read.
 */
export function filterFields(def: ResourceDef): FieldDef[] {
  const searched = searchField(def);
  const via = viaFiltersOf(def, (name) => allResources.find((d) => d.name === name)).map((v) => v.field);
  return [...visibleFields(def), ...via].filter(
    (field) =>
      field.filter && field !== searched && !['date', 'datetime', 'image', 'images', 'json'].includes(field.type),
  );
}

export const searchField = (def: ResourceDef) => visibleFields(def).find((field) => field.search);

/** Filters beyond this many wait behind the "add filter" button to keep the bar one line. */
const ALWAYS_ON = 3;

/**
 * What every filter input of the bar takes: the Blade parameter it writes, its label, and whether it
 * shows without the "add filter" button (react-admin reads `alwaysOn` off the element).
 */
interface FilterProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
}

const ChoiceFilter = ({ field, source, label }: FilterProps & { field: FieldDef }) => {
  const { choices, isPending } = useFieldChoices(field);
  return <SelectFilter source={source} label={label} choices={choices} isPending={isPending} />;
};

/** A life cycle's status field is filtered by its declared states (营业中 / 已暂停). */
const StateFilter = ({ lifecycle, source, label }: FilterProps & { lifecycle: LifeCycle }) => {
  const labelOf = useDeclaredLabel();
  const choices = lifecycle.states.map((state) => ({ id: String(state.code), name: labelOf(state) }));
  return <SelectFilter source={source} label={label} choices={choices} />;
};

/** A reference filter picks the referenced row by its name; its id goes to the Blade parameter. */
const ReferenceFilter = ({ field, source, reference, label }: FilterProps & { field: FieldDef; reference: string }) =>
  labelledTargetOf(field) ? (
    <ReferencePicker field={field} source={source} label={label} single sx={{ width: 200 }} />
  ) : (
    <ReferenceInput source={source} reference={reference}>
      <AutocompleteInput label={label} sx={{ width: 200 }} />
    </ReferenceInput>
  );

export function useListFilters(): { filters: ReactElement[]; hasHiddenFilters: boolean } {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const searched = searchField(def);
  const filters: ReactElement[] = [];
  if (searched) {
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={translate('app.list.searchBy', { _: '搜索%{field}', field: labelOf(searched) })}
        inputProps={{ 'aria-label': labelOf(searched), 'data-testid': 'list-search' }}
        sx={{ width: 220 }}
      />,
    );
  }
  filterFields(def).forEach((field, index) => {
    const source = filterParam(field)!;
    const props: FilterProps = { source, label: labelOf(field), alwaysOn: index < ALWAYS_ON };
    const reference = field.reference && resources[field.reference] ? field.reference : undefined;
    const lifecycle = lifecycleOf(def, field.name);
    filters.push(
      lifecycle ? (
        <StateFilter key={source} lifecycle={lifecycle} {...props} />
      ) : hasChoices(field) ? (
        <ChoiceFilter key={source} field={field} {...props} />
      ) : reference ? (
        <ReferenceFilter key={source} field={field} reference={reference} {...props} />
      ) : (
        <TextInput key={source} {...props} resettable sx={{ width: 180 }} />
      ),
    );
  });
  filters.push(
    ...dayRangeFilters(
      'createTime',
      translate('app.list.createdFrom', { _: '创建时间起' }),
      translate('app.list.createdTo', { _: '创建时间止' }),
    ),
  );
  return { filters, hasHiddenFilters: filterFields(def).length > ALWAYS_ON };
}
