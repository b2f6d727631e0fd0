import { Box } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';
import type { FieldDef, FieldType } from '../types';
import { FieldValue } from './FieldValue';
import { useFieldLabel, useResourceDef } from './ResourceDefContext';

/** The title of a record's page: 查看<resource name>, in the current language. */
export function useShowTitle(): string {
  const def = useResourceDef();
  const translate = useTranslate();
  return translate('app.form.showTitle', {
    _: '查看%{name}',
    name: translate(`resources.${def.name}.name`, { smart_count: 1, _: def.label }),
  });
}

/**
 * A record's fields, labelled, two to a row; the `wide` types take a whole row. `testIdPrefix` marks
 * each field's cell (`<prefix>-<field name>`) for the pages whose tests look fields up.
 */
export const ShowFields = ({
  fields,
  wide = ['text'],
  testIdPrefix,
}: {
  fields: readonly FieldDef[];
  wide?: FieldType[];
  testIdPrefix?: string;
}) => {
  const labelOf = useFieldLabel();
  return (
    <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      {fields.map((field) => (
        <Box
          key={field.name}
          sx={{ gridColumn: wide.includes(field.type) ? '1 / -1' : undefined }}
          data-testid={testIdPrefix ? `${testIdPrefix}-${field.name}` : undefined}
        >
          <Labeled label={labelOf(field)} fullWidth>
            <FieldValue field={field} />
          </Labeled>
        </Box>
      ))}
    </Box>
  );
};
