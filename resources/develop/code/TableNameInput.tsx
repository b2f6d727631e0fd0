import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { useValidatorsOf, useFieldLabel, useResourceDef } from '../../engine';

interface SourceTable {
  name: string;
  comment: string;
}

/** A table's name as a resource name: the prefix off, lower-case letters and digits only. */
function resourceNameOf(table: string, prefix: string): string {
  const bare = prefix && table.toLowerCase().startsWith(prefix.toLowerCase()) ? table.slice(prefix.length) : table;
  const name = bare.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /^[a-z]/.test(name) ? name.slice(0, 40) : `t${name}`.slice(0, 40);
}

/**
 * 表名: the tables of the chosen data source (`GET datasource/tables?id=`) to pick from; picking one fills
 * the module name, the resource name and the API base when they are still empty.
 */
export const TableNameInput = () => {
  const def = useResourceDef();
  const field = def.fields.find((f) => f.name === 'tableName')!;
  const label = useFieldLabel()(field);
  const validatorsOf = useValidatorsOf();
  const translate = useTranslate();
  const dataProvider = useDataProvider<BladeDataProvider>();
  const datasourceId = useWatch({ name: 'datasourceId' }) as string | undefined;
  const tableName = useWatch({ name: 'tableName' }) as string | undefined;
  const { getValues, setValue } = useFormContext();
  // A data source that cannot be read offers no tables (the name is then typed by hand).
  const { data: tables = null } = useQuery({
    queryKey: ['datasource', 'tables', datasourceId],
    enabled: !!datasourceId,
    queryFn: () =>
      dataProvider
        .action<SourceTable[]>('datasource', 'tables', { method: 'GET', params: { id: datasourceId } })
        .then((rows) => rows ?? [])
        .catch(() => [] as SourceTable[]),
  });

  useEffect(() => {
    if (!tableName || !tables) return;
    const picked = tables.find((t) => t.name === tableName);
    const fill = (name: string, value: string) => {
      if (!getValues(name)) setValue(name, value, { shouldDirty: true });
    };
    const resourceName = resourceNameOf(tableName, String(getValues('tablePrefix') ?? ''));
    fill('resourceName', resourceName);
    fill('apiPath', `/api/blade-gen/${resourceName}`);
    if (picked?.comment) fill('codeName', picked.comment.slice(0, 64));
  }, [tableName, tables, getValues, setValue]);

  if (!datasourceId || !tables || tables.length === 0) {
    return (
      <TextInput
        source="tableName"
        label={label}
        validate={validatorsOf(field)}
        helperText={datasourceId && tables ? translate('app.develop.noTables', { _: '该数据源没有可读取的表' }) : false}
        fullWidth
      />
    );
  }
  return (
    <SelectInput
      source="tableName"
      label={label}
      validate={validatorsOf(field)}
      choices={tables.map((t) => ({ id: t.name, name: t.comment ? `${t.name} (${t.comment})` : t.name }))}
      fullWidth
    />
  );
};
