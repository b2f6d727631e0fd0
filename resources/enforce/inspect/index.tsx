import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { buildScreens, DayBoundInput, withDef, ResourceList } from '../../engine';
import { useTranslate } from 'react-admin';
import { InspectCreate, InspectEdit } from './InspectForm';
import schema from './schema';

/**
 * 巡检记录: the generated list (filters: subject, result, inspector, and the inspection time range),
 * the docs/spec.md §3 form for new and edited inspections, and the generated show page (photos, the
 * inspection's finding and evaluations as tabs, history).
 */
const InspectList = () => {
  const translate = useTranslate();
  return (
    <ResourceList
      filters={[
        <DayBoundInput
          key="inspectTime_datege"
          source="inspectTime_datege"
          label={translate('app.inspect.from', { _: '巡检时间起' })}
          alwaysOn
        />,
        <DayBoundInput
          key="inspectTime_datele"
          source="inspectTime_datele"
          label={translate('app.inspect.to', { _: '巡检时间止' })}
          end
          alwaysOn
        />,
      ]}
    />
  );
};

const { show } = buildScreens(schema);

export default {
  list: withDef(schema, InspectList, 'List'),
  create: withDef(schema, InspectCreate, 'Create'),
  edit: withDef(schema, InspectEdit, 'Edit'),
  show,
  icon: FactCheckIcon,
};
