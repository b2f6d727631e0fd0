import { Box, Chip, Tooltip, Typography } from '@mui/material';
import { ReferenceField, useRecordContext, useResourceDefinitions } from 'react-admin';
import { UPLOAD_TYPES, type FieldDef } from '../types';
import { maskIdCard } from '../formats';
import { ReferenceIdsValue } from './ReferenceIdsValue';
import { ReferenceLabelValue } from './ReferenceLabelValue';
import { resolvedLabel } from './referenceLabels';
import { UploadValue } from './upload/UploadValue';
import { splitIds } from './referenceIds';
import { StateChip, useLifecycleOf } from './StateChip';
import { hasChoices, useFieldChoices } from './useDictionary';

const ChoiceValue = ({ field, value }: { field: FieldDef; value: unknown }) => {
  const { choices } = useFieldChoices(field);
  const keys = splitIds(value);
  const names = keys.map((key) => choices.find((choice) => choice.id === key)?.name ?? key);
  return <>{names.join('，')}</>;
};

/** A long text cut to one line in lists, whole on hover and in the show page. */
const LongText = ({ text, inList }: { text: string; inList: boolean }) =>
  inList ? (
    <Tooltip title={text.length > 40 ? text : ''} placement="top-start">
      <Typography variant="body2" noWrap sx={{ maxWidth: 320 }}>
        {text}
      </Typography>
    </Tooltip>
  ) : (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Typography>
  );

/** The value of one declared field of the record in context, shown by its type. */
export const FieldValue = ({ field, inList = false }: { field: FieldDef; inList?: boolean }) => {
  const record = useRecordContext();
  const resources = useResourceDefinitions();
  const value = record?.[field.name];
  const reference = field.reference && resources[field.reference] ? field.reference : undefined;
  const lifecycle = useLifecycleOf(field);
  if (value === undefined || value === null || value === '') {
    return inList ? null : (
      <Typography variant="body2" color="text.secondary">
        -
      </Typography>
    );
  }
  if (lifecycle) return <StateChip lifecycle={lifecycle} value={value} />;
  if (hasChoices(field)) return <ChoiceValue field={field} value={value} />;
  // The server's label for the page when the row carries one; else the names are fetched below.
  const label = resolvedLabel(field, record);
  if (label !== undefined) return <ReferenceLabelValue field={field} label={label} inList={inList} value={value} />;
  if (UPLOAD_TYPES.has(field.type)) return <UploadValue field={field} value={value} inList={inList} />;
  if (reference && field.type === 'ids') return <ReferenceIdsValue value={value} reference={reference} />;
  if (reference && field.type === 'id')
    return <ReferenceField source={field.name} reference={reference} link={false} />;
  // A list shows many people's identity numbers at once: masked there, whole in the record's own pages.
  if (inList && field.format === 'idCard') return <>{maskIdCard(String(value))}</>;
  switch (field.type) {
    case 'ids':
      return (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {splitIds(value).map((id) => (
            <Chip key={id} label={id} size="small" />
          ))}
        </Box>
      );
    case 'json':
      return (
        <LongText
          text={typeof value === 'string' ? value : JSON.stringify(value, null, inList ? 0 : 2)}
          inList={inList}
        />
      );
    case 'text':
      return <LongText text={String(value)} inList={inList} />;
    default:
      return <>{String(value)}</>;
  }
};
