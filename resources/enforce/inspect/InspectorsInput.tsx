import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type Validator } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { IdsAutocomplete, useIdsInput } from '../../engine';

interface Inspector {
  id: string;
  realName: string;
}

/**
 * 检查人 of the inspection form (docs/spec.md §3 `enforcerId`): a multi-select of the tenant's inspectors and
 * enforcers as `GET /api/blade-user/selectForInspect` lists them; the value stays the comma-joined ids.
 * A chosen person no longer listed keeps the name the record carries (`enforcerName`).
 */
export const InspectorsInput = ({
  source,
  label,
  validate,
  names,
}: {
  source: string;
  label: string;
  validate?: Validator[];
  names?: string;
}) => {
  const ids = useIdsInput(source, validate);
  const dataProvider = useDataProvider<BladeDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['app', 'selectForInspect'],
    queryFn: () => dataProvider.action<Inspector[]>('user', 'selectForInspect', { method: 'GET' }),
  });
  const known = new Map(data.map((user) => [String(user.id), user.realName]));
  const stored = String(names ?? '').split(',');
  const labelOf = (id: string) => known.get(id) ?? stored[ids.selected.indexOf(id)] ?? id;
  return (
    <IdsAutocomplete
      {...ids}
      label={label}
      options={data.map((user) => String(user.id))}
      labelOf={labelOf}
      loading={isPending}
    />
  );
};
