import { useGetList, useGetRecordRepresentation, type Validator } from 'react-admin';
import { IdsAutocomplete, useIdsInput } from './IdsAutocomplete';

interface Props {
  source: string;
  reference: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
}

/** Several rows of a short list (roles, depts, posts), read whole and filtered in the browser. */
export const ReferenceIdsInput = ({ source, reference, label, validate, readOnly }: Props) => {
  const ids = useIdsInput(source, validate);
  const represent = useGetRecordRepresentation(reference);
  // Roles, depts and posts are short lists; 500 covers them without paging the picker.
  const { data = [], isPending } = useGetList(reference, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'id', order: 'ASC' },
  });
  const labelOf = (id: string) => {
    const record = data.find((candidate) => String(candidate.id) === id);
    return record ? String(represent(record)) : id;
  };
  return (
    <IdsAutocomplete
      {...ids}
      label={label}
      readOnly={readOnly}
      options={data.map((record) => String(record.id))}
      labelOf={labelOf}
      loading={isPending}
    />
  );
};
