import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate, useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../../dataProvider';
import { AnyOrOneSelect } from '../../engine';
import { regionPrefix } from './regionPrefix';
import schema from './schema';

/** The top of the region tree: provinces hang under '00'. */
const REGION_ROOT = '00';
const LEVEL_NAMES: Record<string, string> = { 1: '省', 2: '市', 3: '区县', 4: '乡镇街道', 5: '村社区' };

interface Region {
  code: string;
  name: string;
  regionLevel?: number;
}

interface Props {
  /** The picked region's code prefix (regionPrefix); '' for every region. */
  value: string;
  onChange: (prefix: string) => void;
}

/**
 * A region picked level by level (province, then city, district, ...), each level the children the
 * region API's `select` answers for the level above (readable by any signed-in user). The value is the
 * region's code prefix, what the statistics and the lists' `regionCode_likeright` take. A level's 全部
 * goes back to the region above it. A prefix naming no region (typed in an older saved report) shows
 * the regions it lies under.
 */
export const RegionPicker = ({ value, onChange }: Props) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="region-picker">
    <RegionLevel parent={REGION_ROOT} above="" depth={0} value={value} onChange={onChange} />
  </Box>
);

const RegionLevel = ({
  parent,
  above,
  depth,
  value,
  onChange,
}: Props & { parent: string; above: string; depth: number }) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const children = useQuery({
    queryKey: ['app', 'region', 'select', parent],
    queryFn: () => dataProvider.call<Region[]>({ url: `${schema.base}/select`, params: { code: parent } }),
    staleTime: 5 * 60_000,
  });
  const regions = children.data ?? [];
  // Siblings' prefixes have one length, so at most one is a prefix of the value.
  const picked = value ? regions.find((r) => value.startsWith(regionPrefix(r))) : undefined;
  if (depth > 0 && regions.length === 0) return null;
  const level = regions[0]?.regionLevel;
  const label =
    depth === 0 && level === undefined
      ? translate('app.region.picker', { _: '区域' })
      : translate(`app.region.level.${level}`, { _: LEVEL_NAMES[String(level)] ?? '区域' });
  return (
    <>
      <AnyOrOneSelect
        label={label}
        value={picked?.code ?? ''}
        choices={regions.map((r) => ({ id: r.code, name: r.name }))}
        width={140}
        testId={`region-level-${depth}`}
        onChange={(code) => {
          const region = regions.find((r) => r.code === code);
          onChange(region ? regionPrefix(region) : above);
        }}
      />
      {picked && (
        <RegionLevel
          parent={picked.code}
          above={regionPrefix(picked)}
          depth={depth + 1}
          value={value}
          onChange={onChange}
        />
      )}
    </>
  );
};
