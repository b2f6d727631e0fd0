import FireIcon from '@mui/icons-material/FireExtinguisherOutlined';
import { Tooltip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import type { LifeCycle } from '../../types';
import { buildScreens, StateChip, useDeclaredLabel, ResourceList, SelectFilter } from '../../engine';
import { EXPIRY_STATES } from './expiry';
import schema from './schema';

/** The computed expiry state shown like a life cycle state (no actions move it: the calendar does). */
const EXPIRY: LifeCycle = { field: 'expiryState', states: EXPIRY_STATES, actions: [] };

/** The row's expiry state as the server computed it, with the days left (or past) on hover. */
const ExpiryChip = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.expiryState === null || record.expiryState === undefined) return null;
  const days = Number(record.expiryDays);
  const hint =
    days < 0
      ? translate('app.fireEquip.expiredDays', { _: '已过期%{days}天', days: -days })
      : translate('app.fireEquip.daysLeft', { _: '距到期还有%{days}天', days });
  return (
    <Tooltip title={hint}>
      <span>
        <StateChip lifecycle={EXPIRY} value={record.expiryState} testId="expiry-state" />
      </span>
    </Tooltip>
  );
};

/** 有效期状态 filter: `expiryState` goes to the server, which turns it into an expiry-date range. */
const ExpiryFilter = ({ label }: { source: string; label: string; alwaysOn?: boolean }) => {
  const labelOf = useDeclaredLabel();
  return (
    <SelectFilter
      source="expiryState"
      label={label}
      choices={EXPIRY_STATES.map((state) => ({ id: String(state.code), name: labelOf(state) }))}
      width={160}
    />
  );
};

const FireEquipList = () => {
  const translate = useTranslate();
  const label = translate('app.fireEquip.expiryState', { _: '有效期状态' });
  return (
    <ResourceList
      columns={
        <DataTable.Col source="expiryState" label={label} disableSort>
          <ExpiryChip />
        </DataTable.Col>
      }
      filters={[<ExpiryFilter key="expiryState" source="expiryState" label={label} alwaysOn />]}
    />
  );
};

/** 消防器材: the generated screens, with the expiry state column and filter in the list. */
export default buildScreens(schema, { list: FireEquipList, icon: FireIcon });
